/** Maps rows returned by an insert to their ids by a unique code. */
export function idsByCode<K extends string>(rows: { id: number; code: string }[]): (code: K) => number {
  const ids = new Map(rows.map((row) => [row.code, row.id]));
  return (code) => {
    const id = ids.get(code);
    if (id === undefined) throw new Error(`Seed row ${code} was not inserted`);
    return id;
  };
}

export function requireRow<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Inserting ${what} returned no row`);
  return row;
}
