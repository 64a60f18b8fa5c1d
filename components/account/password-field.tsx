'use client';

import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { FormFieldError } from '@/components/ui/form-field-error';
import { type PasswordRule, passwordRuleChecks } from '@/lib/forms/password-checks';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  error?: string;
  /** The value typed so far: the strength rules are shown ticked off while typing. */
  value?: string;
  showRules?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const rules: PasswordRule[] = ['length', 'notCommon'];

/** A password input with a show/hide switch and, for a new password, its rules checked as one types. */
export function PasswordField({ id, label, error, value, showRules = false, ...input }: PasswordFieldProps) {
  const t = useTranslations('PasswordRules');
  const [visible, setVisible] = useState(false);
  const checks = passwordRuleChecks(value ?? '');
  const errorId = `${id}-error`;
  const rulesId = `${id}-rules`;
  const describedBy = [error ? errorId : null, showRules ? rulesId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="w-full min-w-0 rounded-l border border-field px-3 py-2 focus:border-blue"
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          className="shrink-0 rounded-r border border-l-0 border-grey-300 px-3 text-sm text-blue hover:bg-light-blue"
        >
          {visible ? t('hide') : t('show')}
        </button>
      </div>
      {showRules && (
        <div id={rulesId} className="mt-2 text-sm" aria-live="polite">
          <p className="text-grey-700">{t('title')}</p>
          <ul className="mt-1 space-y-0.5">
            {rules.map((rule) => (
              <li
                key={rule}
                data-rule={rule}
                data-met={checks[rule]}
                className={checks[rule] ? 'text-dark-green' : 'text-grey-600'}
              >
                <span aria-hidden="true">{checks[rule] ? '✓' : '•'}</span> {t(rule)}
                <span className="sr-only"> – {checks[rule] ? t('met') : t('unmet')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <FormFieldError id={errorId} message={error} />
    </div>
  );
}
