import fc from 'fast-check';
import { z } from 'zod';
import { anyJson, nastyString, wrongValue } from './fuzz-values';

/**
 * Values shaped like a contract schema (through its JSON Schema, so zod's internals stay zod's), and the
 * same values with one field broken, missing or joined by an unknown one: they get past the first checks
 * and reach the rules behind them.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

const MAX_DEPTH = 6;

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((text) => text.length <= (schema.maxLength ?? 500));
    } catch {
      // A pattern fast-check cannot generate from: any text will do.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date') return fc.constantFrom('2026-01-15', '2025-12-31', '2024-02-29');
  if (schema.format === 'date-time')
    return fc.constantFrom('2026-01-15T10:00:00Z', '2025-12-31T23:59:59.999Z');
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  return fc.string({ unit: 'grapheme', minLength, maxLength });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1_000_000_000);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? min + 1001) - 1, min + 1_000_000_000);
  // Ids and quantities are small: most generated ones should name a record that exists.
  const small = fc.integer({ min, max: Math.min(max, min + 10) });
  const any = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(small, any);
}

function valueOf(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.$ref) {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = schema.$ref === '#' ? root : root.$defs?.[name];
    return target ? valueOf(target, root, depth + 1) : anyJson;
  }
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueOf(choice, root, depth + 1)));
  if (schema.allOf?.[0]) return valueOf(schema.allOf[0], root, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((one) => valueOf({ ...schema, type: one }, root, depth)));
  switch (type[0]) {
    case 'object':
      return objectOf(schema, root, depth);
    case 'array': {
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => valueOf(item, root, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, minLength + 3);
      return fc.array(schema.items ? valueOf(schema.items, root, depth + 1) : anyJson, {
        minLength,
        maxLength,
      });
    }
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

function objectOf(
  schema: JsonSchema,
  root: JsonSchema,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, valueOf(property, root, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** The places in a value where one field can be broken: every property and array item, at any depth. */
function pathsIn(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsIn(item, [...prefix, index])]);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsIn(item, [...prefix, key]),
    ]);
  }
  return [];
}

function withChange(
  value: unknown,
  path: (string | number)[],
  change: { drop: true } | { set: unknown },
): unknown {
  const copy: unknown = structuredClone(value);
  if (path.length === 0) return 'drop' in change ? undefined : change.set;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if ('drop' in change) {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete parent[last];
  } else {
    parent[last] = change.set;
  }
  return copy;
}

const brokenChange = fc.oneof(
  { arbitrary: wrongValue.map((set) => ({ set })), weight: 5 },
  { arbitrary: fc.constant({ drop: true as const }), weight: 2 },
);

/** Shaped like the schema, then one field given a wrong value, dropped, or an unknown field added. */
export function schemaShapedValues(schema: z.ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', cycles: 'ref' }) as JsonSchema;
  const valid = valueOf(json, json, 0);
  const broken = fc.tuple(valid, fc.nat(), brokenChange).map(([value, pick, change]) => {
    const paths = pathsIn(value);
    return withChange(value, paths.length ? paths[pick % paths.length]! : [], change);
  });
  const extra = fc
    .tuple(valid, nastyString, anyJson)
    .map(([value, key, added]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: added } : value,
    );
  return fc.oneof(
    { arbitrary: valid, weight: 2 },
    { arbitrary: broken, weight: 4 },
    { arbitrary: extra, weight: 1 },
  );
}
