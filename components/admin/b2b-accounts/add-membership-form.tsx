'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  accountTypes,
  addMembershipSchema,
  type AddMembershipInput,
} from '@/lib/api/contract/admin/b2b-accounts';
import { useAdminAction } from '../use-admin-action';

/** Adds a user to the customer by e-mail: an existing account, or a new one that gets a set-password link. */
export function AddMembershipForm({
  customerId,
  customerName,
}: {
  customerId: number;
  customerName: string;
}) {
  const t = useTranslations('Admin.b2bAccounts');
  const { run, busy } = useAdminAction();
  const empty: AddMembershipInput = {
    customer_id: customerId,
    email: '',
    firstname: '',
    lastname: '',
    b2b_account_type: 'CUSTOMER_MANAGER',
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddMembershipInput>({ resolver: zodResolver(addMembershipSchema), defaultValues: empty });
  const submit = handleSubmit(async (values) => {
    if (
      await run(() => apiClient.post('/api/admin/b2b-ucty', values), {
        success: t('added'),
        failure: t('addFailed'),
      })
    )
      reset(empty);
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('addTitle', { customer: customerName })}
      className="grid gap-3 rounded-lg border border-grey-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <h2 className="text-lg font-semibold sm:col-span-2 lg:col-span-4">
        {t('addTitle', { customer: customerName })}
      </h2>
      <p className="text-sm text-grey-600 sm:col-span-2 lg:col-span-4">{t('addHint')}</p>
      <TextField
        id="member-email"
        label={t('email')}
        type="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="member-firstname"
        label={t('firstname')}
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <TextField
        id="member-lastname"
        label={t('lastname')}
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      <div>
        <label htmlFor="member-type" className="mb-1 block text-sm font-medium">
          {t('type')}
        </label>
        <select
          id="member-type"
          className="w-full rounded border border-field bg-white px-3 py-2"
          {...register('b2b_account_type')}
        >
          {accountTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <SubmitButton busy={busy} label={t('add')} busyLabel={t('adding')} />
      </div>
    </form>
  );
}
