import 'server-only';
import type { MenuItem, MenuTree } from '@/lib/api/contract/menu';

/**
 * Arranges items (already in menu order) into roots and children by parent id. An item whose parent is
 * not among the items (an inactive branch) is left out with its descendants.
 */
export function buildMenuTree(items: MenuItem[]): MenuTree {
  const children = new Map<number, MenuItem[]>();
  for (const item of items) {
    if (item.parent_id === null) continue;
    const siblings = children.get(item.parent_id) ?? [];
    siblings.push(item);
    children.set(item.parent_id, siblings);
  }
  const roots = items.filter((item) => item.parent_id === null);
  const byParent: Record<string, MenuItem[]> = {};
  const withChildFlag = (item: MenuItem): MenuItem => ({ ...item, has_child: children.has(item.id) });
  const pending = [...roots];
  for (let parent = pending.shift(); parent; parent = pending.shift()) {
    const kids = children.get(parent.id);
    if (!kids) continue;
    byParent[String(parent.id)] = kids.map(withChildFlag);
    pending.push(...kids);
  }
  return { roots: roots.map(withChildFlag), byParent };
}
