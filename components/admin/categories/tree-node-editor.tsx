'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import type {
  AdminCategory,
  AdminTopic,
  AdminTreeNode,
  TreeNodeFormValues,
} from '@/lib/api/contract/admin/categories';
import { CategoryImage } from './category-image';
import { TreeNodeForm } from './tree-node-form';

const emptyTexts = { name: '', slug: '' };

interface TreeNodeEditorProps {
  kind: 'category' | 'topic';
  node: AdminCategory | AdminTopic | null;
  nodes: AdminTreeNode[];
  /** For a topic: the categories it may offer. */
  categories?: AdminTreeNode[];
}

/** A new or existing category or topic: its form, and a category's image. */
export function TreeNodeEditor({ kind, node, nodes, categories = [] }: TreeNodeEditorProps) {
  const t = useTranslations('Admin');
  const name = node?.input.translations.sk.name ?? '';
  const title = node
    ? t(kind === 'category' ? 'categories.editCategory' : 'categories.editTopic', { name })
    : t(kind === 'category' ? 'categories.newCategory' : 'categories.newTopic');
  const text = kind === 'category' ? { description: '' } : { content: '' };
  const initial: TreeNodeFormValues = node?.input ?? {
    translations: {
      sk: { ...emptyTexts, ...text },
      cs: { ...emptyTexts, ...text },
      en: { ...emptyTexts, ...text },
    },
    parent_id: null,
    icon_name: '',
    menu_icon_name: '',
    is_active: true,
    category_ids: [],
  };
  return (
    <div className="space-y-6">
      <Link href="?" className="text-sm text-blue hover:underline">
        ← {t('list.back')}
      </Link>
      <h1 id="tree-node-title" className="text-3xl font-semibold">
        {title}
      </h1>
      {kind === 'category' && node && 'image' in node && (
        <CategoryImage categoryId={node.id} image={node.image} />
      )}
      <TreeNodeForm
        key={`${kind}-${node?.id ?? 'new'}`}
        kind={kind}
        nodeId={node?.id ?? null}
        initial={initial}
        nodes={nodes}
        categories={categories}
      />
    </div>
  );
}
