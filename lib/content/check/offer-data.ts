import type { YamlField, YamlValue } from './frontmatter';

type Report = (offset: number, message: string) => void;
const scalarText = (value: YamlValue | undefined) => (value?.kind === 'scalar' && value.value !== null ? String(value.value) : undefined);

/**
 * « Vérifié le » is a claim: `lastChecked` must be the day one of the `sources`
 * was read, and a source is listed once. (A source's address, date and kind are
 * schema rules: schema.ts, from the Source type of contentlayer.config.ts.)
 */
export function checkSourceDates(fields: ReadonlyMap<string, YamlField>, report: Report): void {
  const sources = fields.get('sources')?.value;
  const items = sources?.kind === 'list' ? sources.items.flatMap((item) => (item.kind === 'map' ? [item.fields] : [])) : [];
  const lastChecked = fields.get('lastChecked');
  const checked = scalarText(lastChecked?.value);
  if (lastChecked && checked !== undefined && !items.some((source) => scalarText(source.get('consulted')?.value) === checked)) {
    report(lastChecked.keyStart, `«\u00a0lastChecked\u00a0» (${checked}) sans source consultée ce jour-là\u00a0: ajoutez-la à «\u00a0sources\u00a0», ou retirez «\u00a0lastChecked\u00a0» (la page dira «\u00a0mise à jour le\u00a0»)`);
  }
  const seen = new Set<string>();
  for (const source of items) {
    const url = source.get('url');
    const address = scalarText(url?.value);
    if (url && address !== undefined && seen.has(address)) report(url.keyStart, `source «\u00a0${address}\u00a0» citée deux fois`);
    if (address !== undefined) seen.add(address);
  }
}

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
