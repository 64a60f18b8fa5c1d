'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormFieldError } from '@/components/ui/form-field-error';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  customerUpdateSchema,
  type CustomerDetail,
  type CustomerUpdate,
  type CustomerUpdateInput,
  type DealerOption,
} from '@/lib/api/contract/admin/customers';
import { useAdminAction } from '../use-admin-action';

const fieldNames = Object.keys(customerUpdateSchema.shape) as (keyof CustomerUpdateInput)[];

function valuesOf(customer: CustomerDetail): CustomerUpdateInput {
  return Object.fromEntries(fieldNames.map((name) => [name, customer[name]])) as CustomerUpdateInput;
}

const selectClass = 'w-full rounded border border-field bg-white px-3 py-2 focus:border-blue';

/** Company data and terms of one customer: what the shop applies to its users' carts and orders. */
export function CustomerForm({ customer, dealers }: { customer: CustomerDetail; dealers: DealerOption[] }) {
  const t = useTranslations('Admin.customers');
  const tList = useTranslations('Admin.list');
  const tCountry = useTranslations('Content.country');
  const { run, busy } = useAdminAction();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomerUpdateInput, unknown, CustomerUpdate>({
    resolver: zodResolver(customerUpdateSchema),
    defaultValues: valuesOf(customer),
  });
  const save = handleSubmit((values) =>
    run(() => apiClient.put(`/api/admin/zakaznici/${customer.id}`, values), {
      success: tList('saved'),
      failure: tList('saveFailed'),
    }),
  );
  const text = (name: keyof CustomerUpdateInput, label: string, type = 'text') => (
    <TextField
      id={`customer-${name}`}
      label={label}
      type={type}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const number = (name: keyof CustomerUpdateInput, label: string, max: number) => (
    <TextField
      id={`customer-${name}`}
      label={label}
      type="number"
      min={0}
      max={max}
      inputMode="numeric"
      error={errors[name]?.message}
      {...register(name, { valueAsNumber: true })}
    />
  );
  return (
    <form onSubmit={save} noValidate aria-label={t('formTitle')} className="space-y-6">
      <fieldset className="grid gap-4 rounded-lg border border-grey-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t('companySection')}</legend>
        {text('name', t('name'))}
        {text('name_short', t('nameShort'))}
        {text('company_id', t('companyId'))}
        {text('tax_id', t('taxId'))}
        {text('vat_id', t('vatId'))}
        <div className="self-end">
          <CheckboxField id="customer-is_vat_payer" label={t('vatPayer')} {...register('is_vat_payer')} />
        </div>
        <div>
          <label htmlFor="customer-country" className="mb-1 block text-sm font-medium">
            {t('country')}
          </label>
          <select id="customer-country" className={selectClass} {...register('country')}>
            <option value="CZ">{tCountry('CZ')}</option>
            <option value="SK">{tCountry('SK')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="customer-channel" className="mb-1 block text-sm font-medium">
            {t('shop')}
          </label>
          <select id="customer-channel" className={selectClass} {...register('channel')}>
            <option value="cz">{t('shops.cz')}</option>
            <option value="sk">{t('shops.sk')}</option>
          </select>
        </div>
        {text('email', t('email'), 'email')}
        {text('phone', t('phone'), 'tel')}
      </fieldset>
      <fieldset className="grid gap-4 rounded-lg border border-grey-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-lg font-semibold">{t('termsSection')}</legend>
        {number('discount_percentage', t('discountPercentage'), 100)}
        {number('payment_due_days', t('paymentDueDays'), 365)}
        <CheckboxField
          id="customer-allow_invoice_payment"
          label={t('allowInvoicePayment')}
          {...register('allow_invoice_payment')}
        />
        <CheckboxField id="customer-has_deposit" label={t('hasDeposit')} {...register('has_deposit')} />
        {number('deposit_percentage', t('depositPercentage'), 100)}
        <div>
          <label htmlFor="customer-requirements" className="mb-1 block text-sm font-medium">
            {t('dataRequirements')}
          </label>
          <select
            id="customer-requirements"
            className={selectClass}
            {...register('customer_data_requirements')}
          >
            <option value="FULL">{t('requirements.FULL')}</option>
            <option value="BASIC">{t('requirements.BASIC')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="customer-dealer" className="mb-1 block text-sm font-medium">
            {t('dealer')}
          </label>
          <select
            id="customer-dealer"
            className={selectClass}
            aria-invalid={errors.dealer_user_id ? true : undefined}
            {...register('dealer_user_id', {
              setValueAs: (value) => (value === '' || value === null ? null : Number(value)),
            })}
          >
            <option value="">{t('noDealer')}</option>
            {dealers.map((dealer) => (
              <option key={dealer.id} value={dealer.id}>
                {dealer.name} ({dealer.email})
              </option>
            ))}
          </select>
          <FormFieldError id="customer-dealer-error" message={errors.dealer_user_id?.message} />
        </div>
        <div className="self-end">
          <CheckboxField
            id="customer-is_blocked"
            label={t('blockedLabel')}
            hint={t('blockedHint')}
            {...register('is_blocked')}
          />
        </div>
      </fieldset>
      <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
    </form>
  );
}
