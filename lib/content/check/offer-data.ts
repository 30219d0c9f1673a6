import type { YamlField, YamlValue } from './frontmatter';

type Report = (offset: number, message: string) => void;
const scalarText = (value: YamlValue | undefined) => (value?.kind === 'scalar' && value.value !== null ? String(value.value) : undefined);

/** Values shown after a label (« Cotisation : … »): a colon of their own would read « Cotisation : Payante : … ». */
export function checkAfterLabel(fields: ReadonlyMap<string, YamlField>, names: readonly string[], report: Report): void {
  for (const name of names) {
    const field = fields.get(name);
    const value = scalarText(field?.value);
    if (field && value !== undefined && /[\s\u00a0]:/.test(value)) {
      report(field.keyStart, `«\u00a0${name}\u00a0» contient «\u00a0:\u00a0» alors que le site l’affiche déjà après un libellé\u00a0; écrivez une phrase (virgule, point-virgule)`);
    }
  }
}
