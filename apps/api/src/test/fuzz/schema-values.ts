import fc from 'fast-check';
import { nastyNumber, nastyText, wrongType } from './nasty-values';

/** The part of JSON Schema that the API's OpenAPI description uses. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

export type Components = Record<string, JsonSchema>;

/** Plausible values pass validation where they can, so the handlers' own rules are reached; hostile ones
 * mix in wrong types and nasty text at every level. */
export type Mode = 'plausible' | 'hostile';

const MAX_DEPTH = 6;

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return components[name] ?? {};
}

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.constantFrom('https://example.com/a', 'http://127.0.0.1/');
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
  if (/email/i.test(name)) return fc.constantFrom('fuzz@example.com', 'sara@example.com', 'a@b.co');
  // The same for both fields of a sign-up, long enough and uncommon.
  if (/password/i.test(name)) return fc.constant('a long enough secret 7');
  const minLength = Math.min(schema.minLength ?? 0, 40);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 16, 16));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .constantFrom('KWD', 'USD', 'ar', 'en', 'FRONT', 'KW', 'password-1234!')
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? 100)),
  );
}

function plausibleNumber(schema: JsonSchema): fc.Arbitrary<number> {
  // Ids and counts this small exist in the test catalogue.
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1, -1000);
  const max = Math.min(schema.maximum ?? min + 5, min + 5);
  if (schema.type !== 'number') return fc.integer({ min, max });
  // A number between fractions (a share from 0.2 to 1) may have no whole number inside its range.
  const whole = { min: Math.ceil(min), max: Math.floor(max) };
  const double = fc.double({ min, max, noNaN: true });
  return whole.min <= whole.max ? fc.oneof(fc.integer(whole), double) : double;
}

function ofType(type: string, schema: JsonSchema, name: string, context: Context): fc.Arbitrary<unknown> {
  const hostile = context.mode === 'hostile';
  switch (type) {
    case 'string':
      return hostile ? fc.oneof(plausibleString(schema, name), nastyText) : plausibleString(schema, name);
    case 'integer':
    case 'number':
      return hostile ? fc.oneof(plausibleNumber(schema), nastyNumber) : plausibleNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? schemaValue(schema.items, context, name, 1) : wrongType;
      const minLength = Math.min(schema.minItems ?? 0, 3);
      const items = fc.array(item, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)),
      });
      // Items have rules between their fields that the schema does not show; short lists pass them more often.
      return minLength === 0 ? fc.oneof(fc.constant([]), items) : items;
    }
    case 'object':
      return objectOf(schema, context);
    default:
      return wrongType;
  }
}

type Context = { components: Components; mode: Mode; depth: number };

function objectOf(schema: JsonSchema, context: Context): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  // An optional field is left out two times in three: each one sent is one more rule to pass.
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const value = schemaValue(property, context, name, 1);
      return [
        name,
        required.has(name) ? value : fc.oneof(fc.constant(undefined), fc.constant(undefined), value),
      ];
    }),
  );
  return fc
    .record(model)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
}

/** A value for the schema: plausible, or hostile at every level. */
export function schemaValue(
  schema: JsonSchema,
  context: Context,
  name = '',
  deeper = 0,
): fc.Arbitrary<unknown> {
  const inner = { ...context, depth: context.depth + deeper };
  const resolved = resolve(schema, context.components);
  if (inner.depth > MAX_DEPTH) return wrongType;
  const choices: fc.Arbitrary<unknown>[] = [];
  if (resolved.enum) choices.push(fc.constantFrom(...resolved.enum));
  if ('const' in resolved) choices.push(fc.constant(resolved.const));
  for (const branch of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) {
    choices.push(schemaValue(branch, inner, name, 1));
  }
  if (!resolved.enum) {
    for (const type of [resolved.type ?? []].flat()) choices.push(ofType(type, resolved, name, inner));
  }
  if (choices.length === 0) choices.push(wrongType);
  const value = fc.oneof(...choices);
  return context.mode === 'hostile'
    ? fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: wrongType })
    : value;
}

export const rootContext = (components: Components, mode: Mode): Context => ({ components, mode, depth: 0 });
