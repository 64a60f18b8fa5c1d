'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Cart } from '@/lib/api/contract/cart';
import { useSetCustomerData } from '@/lib/api/hooks/use-checkout-calls';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { useCheckoutStore } from '@/lib/stores/checkout-store';
import { AddressFields } from './address-fields';
import { CompanyFields } from './company-fields';
import {
  customerDataRequest,
  customerFormDefaults,
  customerFormResolver,
  type CustomerFormValues,
  ordersForCustomer,
} from './customer-form-values';
import { DeliveryFields } from './delivery-fields';
import { NoteField } from './note-field';
import { PersonFields } from './person-fields';
import { SavedBillingPicker } from './saved-billing-picker';
import { applyServerFieldErrors } from './server-field-errors';
import { useApiErrorText } from './use-api-error-text';

/** Billing (FULL or BASIC per the cart's rules), company, delivery elsewhere, note: `set-customer-data`. */
export function CustomerDataStep({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout');
  const errorText = useApiErrorText();
  const { data: user } = useSessionUser();
  const save = useSetCustomerData();
  const finish = useCheckoutStore((store) => store.finish);
  const [failure, setFailure] = useState<string | null>(null);
  const level = cart.sale_order_rules.customer_data_requirements;
  const canOrderForCustomer = ordersForCustomer(user);
  const form = useForm<CustomerFormValues>({
    resolver: customerFormResolver(level),
    defaultValues: customerFormDefaults(cart, user),
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = form;
  const [forCompany, deliverElsewhere, deliveryChoice] = useWatch({
    control,
    name: ['forCompany', 'deliverElsewhere', 'deliveryChoice'],
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(customerDataRequest(values, cart, canOrderForCustomer));
      finish('customer_data');
    } catch (error) {
      setFailure(errorText(error, t('customerDataFailed')));
      applyServerFieldErrors(error, setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t('customerDataTitle')}>
      <SavedBillingPicker cart={cart} form={form} />
      <div className="grid gap-3 sm:grid-cols-2">
        <PersonFields part="billing" register={register} errors={errors} />
        {level === 'FULL' && <AddressFields part="billing" register={register} errors={errors} />}
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4" {...register('forCompany')} />
        {t('forCompany')}
      </label>
      {forCompany && <CompanyFields register={register} errors={errors} />}
      {level === 'FULL' && (
        <>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4" {...register('deliverElsewhere')} />
            {t('deliverElsewhere')}
          </label>
          {deliverElsewhere && (
            <DeliveryFields cart={cart} choice={deliveryChoice} register={register} errors={errors} />
          )}
        </>
      )}
      <NoteField register={register} error={errors.note?.message} />
      {canOrderForCustomer && (
        <label className="flex items-center gap-2">
          <input type="checkbox" className="size-4" {...register('salesRepresentativeOrder')} />
          {t('salesRepresentativeOrder')}
        </label>
      )}
      {failure && (
        <p role="alert" className="text-sm text-red">
          {failure}
        </p>
      )}
      <div>
        <button
          type="submit"
          disabled={save.isPending}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
        >
          {save.isPending ? t('saving') : t('customerDataSave')}
        </button>
      </div>
    </form>
  );
}
