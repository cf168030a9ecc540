import { z } from 'zod';

type Property = { maxLength?: number; minItems?: number; maxItems?: number };

/**
 * The limits a contract body puts on each of its fields, read from its JSON Schema (zod's public view of
 * them), so a form's attributes and messages follow the API's rules instead of copies of their numbers.
 */
export function fieldLimits(schema: z.ZodType) {
  const { properties = {} } = z.toJSONSchema(schema, { io: 'input' }) as {
    properties?: Record<string, Property>;
  };
  return (field: string): Property => properties[field] ?? {};
}
