import type { YamlField, YamlValue } from './frontmatter';

/** Reading a YAML data file's fields (frontmatter.ts readYamlData) without repeating the shape tests. */
export type Fields = ReadonlyMap<string, YamlField>;
export type Scalar = Extract<YamlValue, { kind: 'scalar' }>;

export const mapOf = (value: YamlValue | undefined): Fields | undefined => (value?.kind === 'map' ? value.fields : undefined);
export const itemsOf = (value: YamlValue | undefined): readonly YamlValue[] => (value?.kind === 'list' ? value.items : []);
export const scalarOf = (field: YamlField | undefined): Scalar | undefined => (field?.value?.kind === 'scalar' && field.value.value !== null ? field.value : undefined);

/** A scalar as text ("" for none), whatever its YAML type. */
export const textOf = (field: YamlField | undefined): string | undefined => {
  const scalar = scalarOf(field);
  return scalar === undefined ? undefined : String(scalar.value);
};

/** Where a field's value starts, or its key when it has none. */
export const offsetOf = (field: YamlField): number => field.value?.start ?? field.keyStart;
