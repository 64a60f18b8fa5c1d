import type { ReactNode } from 'react';
import { refName } from '@/lib/api/openapi/reading';
import type { JsonSchema } from '@/lib/api/openapi/types';

/** `#schema-Cart`: where the data structures list a component. */
export const schemaAnchor = (name: string) => `schema-${name}`;

const asSchema = (value: unknown): JsonSchema | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as JsonSchema) : undefined;

function literal(value: unknown): string {
  return JSON.stringify(value);
}

/** The constraints a reader needs to send a valid value: lengths, bounds, pattern names, defaults. */
function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.format) notes.push(String(schema.format));
  if (schema.minLength !== undefined) notes.push(`minLength ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`maxLength ${schema.maxLength}`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) notes.push(`minItems ${schema.minItems}`);
  if (schema.maxItems !== undefined) notes.push(`maxItems ${schema.maxItems}`);
  if (schema.default !== undefined) notes.push(`default ${literal(schema.default)}`);
  return notes;
}

/** A one-line name of a schema's type: `Cart`, `array<integer>`, `string | null`, `"a" | "b"`. */
export function TypeLabel({ schema }: { schema: JsonSchema }): ReactNode {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a href={`#${schemaAnchor(name)}`} className="text-blue underline">
        <code>{name}</code>
      </a>
    );
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    return variants.map((variant, index) => (
      <span key={index}>
        {index > 0 && ' | '}
        <TypeLabel schema={variant} />
      </span>
    ));
  }
  if (schema.const !== undefined) return <code>{literal(schema.const)}</code>;
  if (schema.enum) return <code>{schema.enum.map(literal).join(' | ')}</code>;
  const items = asSchema(schema.items);
  if (schema.type === 'array' && items) {
    return (
      <code>
        array&lt;
        <TypeLabel schema={items} />
        &gt;
      </code>
    );
  }
  const values = asSchema(schema.additionalProperties);
  if (schema.type === 'object' && !schema.properties && values) {
    return (
      <code>
        map&lt;string, <TypeLabel schema={values} />
        &gt;
      </code>
    );
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return <code>{type}</code>;
}

/** The object a schema describes field by field, itself or inside an array, a union with null, a map. */
function innerObject(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  const items = asSchema(schema.items);
  if (items && !items.$ref) return innerObject(items);
  const values = asSchema(schema.additionalProperties);
  if (values && !values.$ref) return innerObject(values);
  for (const variant of schema.anyOf ?? schema.oneOf ?? []) {
    const inner = variant.$ref ? undefined : innerObject(variant);
    if (inner) return inner;
  }
  return undefined;
}

/** A schema as a readable tree: each field with its type, whether it is required, and its constraints. */
export function SchemaView({
  schema,
  labels,
}: {
  schema: JsonSchema;
  labels: { optional: string };
}): ReactNode {
  const object = innerObject(schema);
  if (!object?.properties) {
    const notes = constraints(schema);
    return (
      <p>
        <TypeLabel schema={schema} />
        {notes.length > 0 && <span className="text-grey-600"> ({notes.join(', ')})</span>}
      </p>
    );
  }
  const required = new Set(object.required ?? []);
  return (
    <ul className="border-l border-grey-200 pl-3">
      {Object.entries(object.properties).map(([name, value]) => {
        const property = asSchema(value) ?? {};
        const notes = constraints(property);
        const nested = innerObject(property);
        return (
          <li key={name}>
            <code className="font-semibold">{name}</code> <TypeLabel schema={property} />
            {!required.has(name) && <span className="text-grey-600"> · {labels.optional}</span>}
            {notes.length > 0 && <span className="text-grey-600"> · {notes.join(', ')}</span>}
            {nested && <SchemaView schema={nested} labels={labels} />}
          </li>
        );
      })}
    </ul>
  );
}
