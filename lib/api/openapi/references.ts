const SCHEMA_REF = '#/components/schemas/';

/** The names of the schema components `value` refers to with `$ref`. */
export function schemaRefsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => schemaRefsIn(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
        found.add(inner.slice(SCHEMA_REF.length));
      } else schemaRefsIn(inner, found);
    }
  }
  return found;
}

/** The components `roots` use, directly or inside one another, in name order. */
export function reachableSchemas<S>(roots: unknown, schemas: Record<string, S>): Record<string, S> {
  const used = schemaRefsIn(roots);
  const pending = [...used];
  while (pending.length > 0) {
    for (const name of schemaRefsIn(schemas[pending.pop()!])) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  return Object.fromEntries([...used].sort().map((name) => [name, schemas[name]!]));
}
