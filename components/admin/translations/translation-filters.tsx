'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { type Locale, locales } from '@/lib/config/locales';
import { SelectField } from '@/components/account/select-field';

interface TranslationFiltersProps {
  locale: Locale;
  namespace: string;
  namespaces: readonly string[];
  overridden: boolean;
}

/** Which language's texts, which part of the shop, and whether only the overridden ones; each change reloads the list. */
export function TranslationFilters({ locale, namespace, namespaces, overridden }: TranslationFiltersProps) {
  const t = useTranslations('Admin.translations');
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const apply = (changes: Record<string, string | null>) =>
    router.push(pathname + withSearchParams(searchParams, { ...changes, page: null, key: null }));
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        id="translation-locale"
        label={t('language')}
        value={locale}
        onChange={(event) => apply({ locale: event.target.value })}
      >
        {locales.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="translation-namespace"
        label={t('namespace')}
        value={namespace}
        onChange={(event) => apply({ namespace: event.target.value })}
      >
        <option value="">{t('allNamespaces')}</option>
        {namespaces.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      <label className="flex items-center gap-2 py-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          // Ticks at once; the list it asks for arrives with the navigation.
          key={String(overridden)}
          defaultChecked={overridden}
          onChange={(event) => apply({ overridden: event.target.checked ? '1' : null })}
        />
        {t('onlyOverridden')}
      </label>
    </div>
  );
}
