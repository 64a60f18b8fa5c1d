'use client';

import { useTranslations } from 'next-intl';
import { decodeRule } from '@/lib/forms/rule-messages';

/** The first failing rule of a field, translated, with its bound substituted (spec §5). */
export function FormFieldError({ id, message }: { id: string; message: string | undefined }) {
  const t = useTranslations('Validation');
  const rule = decodeRule(message);
  if (!rule) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red">
      {t(rule.key, { max: rule.max ?? 0 })}
    </p>
  );
}
