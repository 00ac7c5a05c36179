import { z } from 'zod';

/**
 * JSON Schema of what a caller sends (`io: 'input'`: fields with defaults are optional).
 * Refinements JSON Schema cannot express are left open rather than failing the whole export.
 */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}
