'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useFormatter, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  staffRoles,
  userAccessSchema,
  type AdminUser,
  type UserAccess,
} from '@/lib/api/contract/admin/users';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

/** One user's staff roles and blocking, and a password-reset e-mail on request. */
export function UserAccessView({ user }: { user: AdminUser }) {
  const t = useTranslations('Admin.users');
  const tList = useTranslations('Admin.list');
  const format = useFormatter();
  const { run, busy } = useAdminAction();
  const path = `/api/admin/uzivatele/${user.id}`;
  const { register, handleSubmit } = useForm<UserAccess>({
    resolver: zodResolver(userAccessSchema),
    defaultValues: { roles: user.roles, is_active: user.is_active },
  });
  const save = handleSubmit((values) =>
    run(() => apiClient.patch(path, values), {
      success: tList('saved'),
      failure: tList('saveFailed'),
    }),
  );
  return (
    <div className="space-y-6">
      <LocalizedUrlLink href="?" className="text-sm text-blue hover:underline">
        ← {tList('back')}
      </LocalizedUrlLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold break-all">{user.email}</h1>
        {!user.is_active && (
          <span className="rounded bg-red px-2 py-0.5 text-sm font-semibold text-white">{t('blocked')}</span>
        )}
      </div>
      <p className="text-sm text-grey-600">
        {[
          user.name,
          t('createdAt', { date: format.dateTime(new Date(user.created_at), { dateStyle: 'medium' }) }),
          t('membershipCount', { count: user.memberships }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <form
        onSubmit={save}
        noValidate
        aria-label={t('accessTitle')}
        className="space-y-4 rounded-lg border border-grey-200 p-4"
      >
        <fieldset className="space-y-2">
          <legend className="mb-2 text-lg font-semibold">{t('roles')}</legend>
          {staffRoles.map((role) => (
            <CheckboxField
              key={role}
              id={`role-${role}`}
              value={role}
              label={t(`roleNames.${role}`)}
              {...register('roles')}
            />
          ))}
        </fieldset>
        <CheckboxField
          id="user-active"
          label={t('activeLabel')}
          hint={t('activeHint')}
          {...register('is_active')}
        />
        <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
      </form>
      <section aria-labelledby="user-password" className="space-y-2 rounded-lg border border-grey-200 p-4">
        <h2 id="user-password" className="text-lg font-semibold">
          {t('passwordTitle')}
        </h2>
        <p className="text-sm text-grey-600">{t('passwordHint')}</p>
        <ConfirmButton
          label={t('sendReset')}
          question={t('sendResetQuestion', { email: user.email })}
          tone="primary"
          busy={busy}
          onConfirm={() =>
            run(() => apiClient.post(`${path}/password-reset`), {
              success: t('resetSent'),
              failure: t('resetFailed'),
            })
          }
        />
      </section>
    </div>
  );
}
