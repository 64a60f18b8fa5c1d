'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import { FormFieldError } from '@/components/ui/form-field-error';
import { inviteRequestSchema, type InviteRequest } from '@/lib/api/contract/b2b-users';
import { useInviteColleague } from '@/lib/api/hooks/use-company-users';
import { toast } from '@/lib/toast/toast';

/** E-mail and role of the colleague to invite; the same schema checks it here and on the server. */
export function InviteForm() {
  const t = useTranslations('CompanyUsers');
  const showError = useErrorToast();
  const invite = useInviteColleague();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteRequest>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '', b2b_account_type: 'CUSTOMER_MANAGER' },
  });
  const submit = handleSubmit((values) =>
    invite.mutateAsync(values).then(
      () => {
        toast.success(t('invited', { email: values.email.trim() }));
        reset();
      },
      (error: unknown) => showError(error, t('failed')),
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('inviteTitle')}
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
    >
      <div>
        <label htmlFor="invite-email" className="mb-1 block text-sm font-medium">
          {t('inviteEmail')}
        </label>
        <input
          id="invite-email"
          type="email"
          autoComplete="off"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'invite-email-error' : undefined}
          className="w-full rounded border border-field px-3 py-2 focus:border-blue"
          {...register('email')}
        />
        <FormFieldError id="invite-email-error" message={errors.email?.message} />
      </div>
      <div>
        <label htmlFor="invite-role" className="mb-1 block text-sm font-medium">
          {t('inviteRole')}
        </label>
        <select
          id="invite-role"
          className="w-full rounded border border-field bg-white px-3 py-2"
          {...register('b2b_account_type')}
        >
          <option value="CUSTOMER_MANAGER">{t('role.CUSTOMER_MANAGER')}</option>
          <option value="CUSTOMER_ADMIN">{t('role.CUSTOMER_ADMIN')}</option>
        </select>
      </div>
      <button
        type="submit"
        disabled={invite.isPending}
        className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800 sm:mt-6"
      >
        {invite.isPending ? t('inviting') : t('invite')}
      </button>
    </form>
  );
}
