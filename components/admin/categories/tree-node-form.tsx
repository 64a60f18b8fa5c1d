'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFieldError } from '@/components/ui/form-field-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  type AdminTreeNode,
  treeNodeFormSchema,
  type TreeNodeFormValues,
} from '@/lib/api/contract/admin/categories';
import { locales } from '@/lib/config/locales';
import { toast } from '@/lib/toast/toast';
import { NodeTextFields } from './node-text-fields';
import { TopicCategoriesField } from './topic-categories-field';

interface TreeNodeFormProps {
  kind: 'category' | 'topic';
  nodeId: number | null;
  initial: TreeNodeFormValues;
  /** The whole tree: the parent may be any node but this one and its descendants. */
  nodes: AdminTreeNode[];
  /** A topic's form: the category tree to choose the topic's categories from. */
  categories: AdminTreeNode[];
}

/** The node and everything below it. */
function subtree(nodes: AdminTreeNode[], rootId: number | null): Set<number> {
  const ids = new Set<number>(rootId === null ? [] : [rootId]);
  for (const node of nodes) if (node.parent_id !== null && ids.has(node.parent_id)) ids.add(node.id);
  return ids;
}

const selectClass = 'w-full rounded border border-field px-2 py-2 focus:border-blue';

/** A category's or topic's texts in every language, its parent, icon and visibility. */
export function TreeNodeForm({ kind, nodeId, initial, nodes, categories }: TreeNodeFormProps) {
  const t = useTranslations('Admin');
  const id = useId();
  const router = useRouter();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const form = useForm<TreeNodeFormValues>({
    resolver: zodResolver(treeNodeFormSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const apiBase = kind === 'category' ? '/api/admin/kategorie' : '/api/admin/kategorie/temy';
  const param = kind === 'category' ? 'id' : 'topic';
  const excluded = subtree(nodes, nodeId);

  const submit = handleSubmit(async (input) => {
    setBusy(true);
    try {
      if (nodeId === null) {
        const created = await apiClient.post<{ id: number }>(apiBase, input);
        toast.success(t('categories.form.created'));
        router.push(`?${param}=${created.id}`);
      } else {
        const saved = await apiClient.put<{ input: TreeNodeFormValues }>(`${apiBase}/${nodeId}`, input);
        reset(saved.input);
        toast.success(t('list.saved'));
        router.refresh();
      }
    } catch (error) {
      const fields = [
        ...locales.map((locale) => `translations.${locale}.slug` as const),
        'parent_id' as const,
        'category_ids' as const,
      ];
      showServerFieldErrors(error, fields, setError);
      toastError(error, t('list.saveFailed'));
    } finally {
      setBusy(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="tree-node-title">
        <div className="grid gap-3 xl:grid-cols-3">
          {locales.map((locale) => (
            <NodeTextFields
              key={locale}
              locale={locale}
              textField={kind === 'category' ? 'description' : 'content'}
            />
          ))}
        </div>
        <div className="grid gap-3 md:grid-cols-3">
          <div className="min-w-0">
            <label htmlFor={`${id}-parent`} className="mb-1 block text-sm font-medium">
              {t('categories.form.parent')}
            </label>
            <select
              id={`${id}-parent`}
              className={selectClass}
              aria-describedby={`${id}-parent-error`}
              {...register('parent_id', {
                setValueAs: (value: string | number | null) =>
                  value === '' || value === null ? null : Number(value),
              })}
            >
              <option value="">{t('categories.form.noParent')}</option>
              {nodes
                .filter((node) => !excluded.has(node.id))
                .map((node) => (
                  <option key={node.id} value={node.id}>
                    {`${'— '.repeat(node.depth)}${node.name || `#${node.id}`}`}
                  </option>
                ))}
            </select>
            <FormFieldError id={`${id}-parent-error`} message={formState.errors.parent_id?.message} />
          </div>
          <div>
            <TextField
              id={`${id}-icon`}
              label={t('categories.form.icon')}
              error={formState.errors.icon_name?.message}
              {...register('icon_name')}
            />
            <p className="mt-1 text-xs text-grey-600">{t('categories.form.iconHint')}</p>
          </div>
          {kind === 'category' && (
            <TextField
              id={`${id}-menu-icon`}
              label={t('categories.form.menuIcon')}
              error={formState.errors.menu_icon_name?.message}
              {...register('menu_icon_name')}
            />
          )}
        </div>
        {kind === 'topic' && <TopicCategoriesField categories={categories} />}
        <CheckboxField id={`${id}-active`} label={t('categories.form.active')} {...register('is_active')} />
        <SubmitButton busy={busy} label={t('list.save')} busyLabel={t('list.saving')} />
      </form>
    </FormProvider>
  );
}
