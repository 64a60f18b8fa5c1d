import { z } from 'zod';
import type { JsonSchema } from './types';

export const componentRef = (name: string) => `#/components/schemas/${name}`;

/**
 * What zod writes that a reader of an API description does not need: the dialect and id of each schema
 * (the document names the dialect once), and the safe-integer bounds it puts on every `int()`. In answers,
 * `additionalProperties: false` goes too: a client must accept fields added later.
 */
function tidy(value: unknown, answer: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => tidy(item, answer));
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === 'minimum' && inner === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && inner === Number.MAX_SAFE_INTEGER) continue;
    if (answer && key === 'additionalProperties' && inner === false) continue;
    result[key] = tidy(inner, answer);
  }
  return result;
}

/** A copy of a converted schema without the noise; it has the same shape, so it keeps its type. */
function tidied(schema: JsonSchema, answer: boolean): JsonSchema {
  return tidy(schema, answer) as JsonSchema;
}

/**
 * What a client sends (a body, a query, path parameters): the schema's input side, so a default makes a
 * field optional and a coerced number is a number. Transforms have no JSON Schema and allow anything.
 */
export function requestSchema(schema: z.ZodType): JsonSchema {
  return tidied(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), false);
}

/**
 * The answers: every named schema converted at once with its output side, so that a named schema inside
 * another one is a `$ref` to its component.
 */
export function answerComponents(names: ReadonlyMap<z.ZodType, string>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { io: 'output', unrepresentable: 'any', uri: componentRef });
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, tidied(schema, true)]));
}

/** The properties of an object schema, each with whether it is required: query and path parameters. */
export function objectProperties(
  schema: JsonSchema,
): { name: string; schema: JsonSchema; required: boolean }[] {
  if (schema.type !== 'object' || !schema.properties) {
    throw new Error('Parameters must be described by an object schema');
  }
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    schema: typeof property === 'boolean' ? {} : property,
    required: required.has(name),
  }));
}
