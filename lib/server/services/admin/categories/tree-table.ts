import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { AppError } from '@/lib/server/errors';

/** The two trees of the categories page share their shape: id, parent_id, root_id, order_number. */
export type TreeTable = 'categories' | 'topics';

const table = (name: TreeTable) => sql.raw(name);

interface PlaceRow {
  parent_id: number | null;
  root_id: number | null;
}

/**
 * Where a node may hang: the parent must exist and must not be the node itself or one of its
 * descendants (422). Answers the root id the node gets (null for a root node).
 */
export async function rootUnderParent(
  db: DbOrTx,
  tree: TreeTable,
  nodeId: number | null,
  parentId: number | null,
): Promise<number | null> {
  if (parentId === null) return null;
  const result = await db.execute(sql`
    with recursive ancestors as (
      select id, parent_id, root_id from ${table(tree)} where id = ${parentId}
      union all
      select n.id, n.parent_id, n.root_id from ${table(tree)} n join ancestors a on n.id = a.parent_id
    )
    select id, parent_id, root_id from ancestors
  `);
  const chain = sqlRows<PlaceRow & { id: number }>(result);
  if (chain.length === 0)
    throw new AppError('PARENT_NOT_FOUND', undefined, { status: 422, fields: { parent_id: ['required'] } });
  if (nodeId !== null && chain.some((row) => row.id === nodeId)) {
    throw new AppError('PARENT_CYCLE', undefined, { status: 422, fields: { parent_id: ['parentCycle'] } });
  }
  return chain[chain.length - 1]!.id;
}

/** The next free place at the end of the parent's children. */
export async function nextOrderNumber(db: DbOrTx, tree: TreeTable, parentId: number | null): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(max(order_number), 0) + 1 as next from ${table(tree)}
    where parent_id is not distinct from ${parentId}
  `);
  return Number(sqlRows<{ next: number | string }>(result)[0]?.next ?? 1);
}

/** After a node moved to another parent, its descendants belong to the node's new root. */
export async function updateDescendantRoots(
  db: DbOrTx,
  tree: TreeTable,
  nodeId: number,
  rootId: number | null,
) {
  await db.execute(sql`
    with recursive descendants as (
      select id from ${table(tree)} where parent_id = ${nodeId}
      union all
      select n.id from ${table(tree)} n join descendants d on n.parent_id = d.id
    )
    update ${table(tree)} set root_id = ${rootId ?? nodeId} where id in (select id from descendants)
  `);
}

/**
 * Moves a node one place up or down among its siblings: the siblings are numbered 1…n in their current
 * order and the node swaps places with its neighbour. Answers false at the end of the row (nothing moves).
 */
export async function moveAmongSiblings(
  db: DbOrTx,
  tree: TreeTable,
  nodeId: number,
  direction: 'up' | 'down',
): Promise<boolean> {
  const [node] = sqlRows<{ parent_id: number | null }>(
    await db.execute(sql`select parent_id from ${table(tree)} where id = ${nodeId}`),
  );
  if (!node) throw new AppError('NOT_FOUND');
  const siblings = sqlRows<{ id: number }>(
    await db.execute(sql`
      select id from ${table(tree)} where parent_id is not distinct from ${node.parent_id}
      order by order_number, id
    `),
  ).map((row) => row.id);
  const index = siblings.indexOf(nodeId);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= siblings.length) return false;
  [siblings[index], siblings[target]] = [siblings[target]!, siblings[index]!];
  for (const [position, id] of siblings.entries()) {
    await db.execute(sql`update ${table(tree)} set order_number = ${position + 1} where id = ${id}`);
  }
  return true;
}
