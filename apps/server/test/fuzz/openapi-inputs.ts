/**
 * Inputs made from the app's own OpenAPI document: a plausible value for each schema (so a request
 * gets past the other fields and reaches the database) and the malformed values the fuzz test puts
 * in one place at a time.
 */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** Values the generator uses for ids and other things it cannot invent (a real model of store A...). */
export type Known = { uuid: (name: string) => string; email: () => string };

const STRING_CANDIDATES = ['Sample text', 'https://example.com', '9876543210', '560001', 'Women'];

const patternsOf = (schema: JsonSchema): RegExp[] =>
  [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter((p): p is string => Boolean(p)).map((p) => new RegExp(p, 'u'));

function sampleString(schema: JsonSchema, name: string, known: Known): string {
  if (schema.format === 'email') return known.email();
  if (schema.format === 'uuid') return known.uuid(name);
  if (schema.format === 'uri') return 'https://example.com';
  const patterns = patternsOf(schema);
  const fits = (value: string) => value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity) && patterns.every((p) => p.test(value));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema accepts (as far as one can be guessed), for property `name`. */
export function sampleOf(schema: JsonSchema, name: string, known: Known): unknown {
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice.find((option) => option.type !== 'null') ?? choice[0]!, name, known);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, name, known);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 20, 20));
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items!, name, known)) : [];
    case 'object':
    default: {
      if (!schema.properties) return schema.default ?? {};
      return Object.fromEntries(Object.entries(schema.properties).map(([key, property]) => [key, sampleOf(property, key, known)]));
    }
  }
}

/** Malformed values for any field: NUL bytes, out-of-range numbers, wrong types, huge and deep data. */
/** `huge` values are costly to send: they go to top-level fields and to lists only. */
export const BAD_VALUES: Array<{ label: string; value: unknown; huge?: boolean }> = [
  { label: 'a NUL byte', value: 'a\u0000b' },
  { label: 'only NUL', value: '\u0000' },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: '1e39 (beyond real)', value: 1e39 },
  { label: '2^31 (beyond integer)', value: 2 ** 31 },
  { label: '-1', value: -1 },
  { label: '0.5', value: 0.5 },
  { label: 'an empty string', value: '' },
  { label: 'a number as text', value: '1e400' },
  { label: 'true', value: true },
  { label: 'null', value: null },
  { label: 'an object', value: { $gt: '' } },
  { label: 'an array of 100,000 items', value: Array.from({ length: 100_000 }, () => 'a'), huge: true },
  { label: 'an array of 200 objects', value: Array.from({ length: 200 }, () => ({ id: 'x', name: 'x' })), huge: true },
  { label: '100,000 characters', value: 'x'.repeat(100_000), huge: true },
  { label: 'a path trick', value: '../../../etc/passwd' },
  { label: 'an SQL fragment', value: "' OR 1=1; --" },
  { label: 'a lone surrogate', value: 'a\ud800b' },
];

/** Malformed path segments (already URL-encoded). */
export const BAD_SEGMENTS: Array<{ label: string; value: string }> = [
  { label: 'a NUL byte', value: 'a%00b' },
  { label: 'dot-dot', value: '%2E%2E' },
  { label: 'an encoded traversal', value: '..%2F..%2Fsecrets.json' },
  { label: 'a huge number', value: '1e308' },
  { label: 'minus one', value: '-1' },
  { label: '1,000 characters', value: 'x'.repeat(1000) },
  { label: 'an SQL fragment', value: "'%3B%20drop%20table%20clients%3B--" },
  { label: 'a uuid of nothing', value: '00000000-0000-4000-8000-000000000000' },
  { label: 'an upper-case uuid', value: 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF' },
];

/** Malformed query values (already URL-encoded). */
export const BAD_QUERY_VALUES = [...BAD_SEGMENTS, { label: 'NaN', value: 'NaN' }, { label: 'Infinity', value: 'Infinity' }, { label: 'empty', value: '' }];

/** Every place in a sample body one bad value can go: the paths of its fields, nested ones too. */
export function fieldPaths(value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (depth > 5 || value === null || typeof value !== 'object') return prefix.length > 0 ? [prefix] : [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? (value.length > 0 ? [[0, value[0]]] : []) : Object.entries(value);
  const inner = entries.flatMap(([key, child]) => fieldPaths(child, [...prefix, key], depth + 1));
  return prefix.length > 0 ? [prefix, ...inner] : inner;
}

export function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let cursor = copy;
  for (const key of path.slice(0, -1)) cursor = cursor[key] as Record<string | number, unknown>;
  cursor[path.at(-1)!] = value;
  return copy;
}

export const valueAt = (body: unknown, path: (string | number)[]): unknown =>
  path.reduce<unknown>((cursor, key) => (cursor as Record<string | number, unknown> | undefined)?.[key], body);
