/**
 * The part of JSON Schema (draft 2020-12) the published schemas use, typed so that a
 * misspelt keyword fails type-checking instead of being silently ignored by validators.
 */
type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
type JsonValue = string | number | boolean | null;

export type JsonSchema = {
  readonly $schema?: 'https://json-schema.org/draft/2020-12/schema';
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly title?: string;
  readonly description?: string;
  readonly type?: JsonType | readonly JsonType[];
  readonly enum?: readonly JsonValue[];
  readonly const?: JsonValue;
  readonly format?: 'date' | 'date-time' | 'uri';
  readonly pattern?: string;
  readonly minLength?: number;
  readonly minimum?: number;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean;
  readonly items?: JsonSchema;
  readonly anyOf?: readonly JsonSchema[];
};

/** A closed object: every property required (the data writes null rather than leave one out), no other allowed. */
export const closedObject = (description: string, properties: Readonly<Record<string, JsonSchema>>): JsonSchema => ({
  type: 'object',
  description,
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** The schema, or null. */
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
