'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { apiClient } from '@/lib/api/client';
import type { AdminTreeNode } from '@/lib/api/contract/admin/categories';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

interface TreeTableProps {
  caption: string;
  nodes: AdminTreeNode[];
  /** `/api/admin/kategorie` or `/api/admin/kategorie/temy`. */
  apiBase: string;
  /** The page's query parameter that opens one node (`id` for categories, `topic` for topics). */
  param: 'id' | 'topic';
  showProducts: boolean;
  testId: string;
}

function siblingsOf(nodes: AdminTreeNode[], node: AdminTreeNode) {
  return nodes.filter((candidate) => candidate.parent_id === node.parent_id);
}

/** A tree in menu order: indented names, counts, move up/down among siblings, delete with confirmation. */
export function TreeTable({ caption, nodes, apiBase, param, showProducts, testId }: TreeTableProps) {
  const t = useTranslations('Admin');
  const { run, busy } = useAdminAction();
  const move = (node: AdminTreeNode, direction: 'up' | 'down') =>
    run(() => apiClient.post(`${apiBase}/${node.id}/poradie`, { direction }), {
      success: t('categories.moved'),
      failure: t('categories.moveFailed'),
    });
  const buttonClass = 'rounded border border-grey-300 px-2 py-0.5 hover:border-blue disabled:opacity-40';
  if (nodes.length === 0) return <p className="text-grey-600">{t('categories.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-grey-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-grey-100">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('categories.columns.name')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('categories.columns.slug')}
            </th>
            {showProducts && (
              <th scope="col" className="px-3 py-2">
                {t('categories.columns.products')}
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              {t('categories.columns.children')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('categories.columns.order')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('categories.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {nodes.map((node) => {
            const siblings = siblingsOf(nodes, node);
            const index = siblings.indexOf(node);
            const name = node.name || `#${node.id}`;
            return (
              <tr key={node.id} data-testid={testId} className="border-t border-grey-200 align-top">
                <td className="px-3 py-2" style={{ paddingLeft: `${0.75 + node.depth * 1.25}rem` }}>
                  <Link href={`?${param}=${node.id}`} className="font-medium text-blue hover:underline">
                    {name}
                  </Link>
                  {node.is_brand_taxon && (
                    <span className="ml-2 text-xs text-grey-600">({t('categories.brandTaxon')})</span>
                  )}
                  {!node.is_active && (
                    <span className="ml-2 text-xs text-red">({t('categories.inactive')})</span>
                  )}
                </td>
                <td className="px-3 py-2 text-grey-600">{node.slug}</td>
                {showProducts && <td className="px-3 py-2">{node.products}</td>}
                <td className="px-3 py-2">{node.children}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={busy || index === 0}
                    aria-label={t('categories.moveUp', { name })}
                    onClick={() => move(node, 'up')}
                  >
                    ↑
                  </button>{' '}
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={busy || index === siblings.length - 1}
                    aria-label={t('categories.moveDown', { name })}
                    onClick={() => move(node, 'down')}
                  >
                    ↓
                  </button>
                </td>
                <td className="px-3 py-2">
                  <ConfirmButton
                    label={t('list.delete')}
                    question={t('list.deleteQuestion', { name })}
                    busy={busy}
                    onConfirm={() =>
                      run(() => apiClient.delete(`${apiBase}/${node.id}`), {
                        success: t('categories.deleted'),
                        failure: t('list.deleteFailed'),
                      })
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
