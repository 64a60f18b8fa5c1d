import 'server-only';
import type { Db } from '@/lib/server/db';
import { cacheTags } from '@/lib/server/cache/cache-tags';
import { expireCacheTag } from '@/lib/server/cache/expire-tag';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { moveAmongSiblings, type TreeTable } from './tree-table';

/** One place up or down in the menu; at the end of the row nothing changes and nothing is recorded. */
export async function moveTreeNode(
  db: Db,
  caller: AdminCaller,
  tree: TreeTable,
  id: number,
  direction: 'up' | 'down',
): Promise<void> {
  const moved = await db.transaction(async (tx) => {
    const changed = await moveAmongSiblings(tx, tree, id, direction);
    if (changed) {
      await recordAudit(tx, caller, {
        action: `${tree === 'categories' ? 'category' : 'topic'}-move`,
        entityId: id,
        summary: direction,
      });
    }
    return changed;
  });
  if (!moved) return;
  expireCacheTag(cacheTags.catalog);
  if (tree === 'topics') expireCacheTag(cacheTags.content);
}
