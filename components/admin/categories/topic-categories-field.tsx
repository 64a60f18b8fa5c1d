'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormFieldError } from '@/components/ui/form-field-error';
import type { AdminTreeNode, TreeNodeFormValues } from '@/lib/api/contract/admin/categories';

/** Case- and accent-blind comparison of what the admin types with a category's name. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The categories a topic offers, chosen from the whole tree (indented by depth); a filter narrows the
 * list to the names that contain what is typed.
 */
export function TopicCategoriesField({ categories }: { categories: AdminTreeNode[] }) {
  const t = useTranslations('Admin.categories.form');
  const id = useId();
  const [filter, setFilter] = useState('');
  const { control, formState } = useFormContext<TreeNodeFormValues>();
  const wanted = folded(filter.trim());
  const shown = wanted ? categories.filter((node) => folded(node.name).includes(wanted)) : categories;
  return (
    <Controller
      control={control}
      name="category_ids"
      render={({ field }) => {
        const chosen = new Set(field.value ?? []);
        const toggle = (categoryId: number) => {
          const next = new Set(chosen);
          if (next.has(categoryId)) next.delete(categoryId);
          else next.add(categoryId);
          field.onChange([...next]);
        };
        return (
          <fieldset
            className="space-y-2 rounded-lg border border-grey-200 p-3"
            aria-describedby={`${id}-hint`}
          >
            <legend className="px-1 font-semibold">{t('topicCategories')}</legend>
            <p id={`${id}-hint`} className="text-sm text-grey-600">
              {t('topicCategoriesHint')} {t('categoriesChosen', { count: chosen.size })}
            </p>
            <label htmlFor={`${id}-filter`} className="sr-only">
              {t('categoryFilter')}
            </label>
            <input
              id={`${id}-filter`}
              type="search"
              value={filter}
              placeholder={t('categoryFilter')}
              onChange={(event) => setFilter(event.target.value)}
              className="w-full max-w-sm rounded border border-field px-3 py-2 focus:border-blue"
            />
            {shown.length === 0 ? (
              <p className="text-sm text-grey-600">{t('noCategoryMatch')}</p>
            ) : (
              <ul className="max-h-72 overflow-y-auto rounded border border-grey-200 p-2">
                {shown.map((node) => (
                  <li key={node.id} style={wanted ? undefined : { paddingLeft: `${node.depth * 1.25}rem` }}>
                    <label className="flex items-center gap-2 py-0.5 text-sm">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={chosen.has(node.id)}
                        onChange={() => toggle(node.id)}
                        onBlur={field.onBlur}
                      />
                      {node.name || `#${node.id}`}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <FormFieldError id={`${id}-error`} message={formState.errors.category_ids?.message} />
          </fieldset>
        );
      }}
    />
  );
}
