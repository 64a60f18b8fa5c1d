'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiClient } from '@/lib/api/client';
import {
  type AdminPayment,
  type AdminShipping,
  type ShippingUpdate,
  shippingUpdateSchema,
} from '@/lib/api/contract/admin/shipping';
import { type ChannelId, channelIds } from '@/lib/config/channels';
import { ScaledNumberInput } from '../scaled-number-input';
import { useAdminAction } from '../use-admin-action';
import { MethodTextFields, methodTextRegistrations } from './method-text-fields';

interface ShippingFormProps {
  shipping: AdminShipping;
  payments: AdminPayment[];
  combinations: ShippingUpdate['combinations'];
  listHref: string;
}

const inputClass = 'w-28 rounded border border-field px-2 py-1 focus:border-blue';

/**
 * A shipping's state, place and price per shop (empty: not offered in that shop), and which payments it
 * allows in each shop with their surcharge.
 */
export function ShippingForm({ shipping, payments, combinations, listHref }: ShippingFormProps) {
  const t = useTranslations('Admin.shipping');
  const tList = useTranslations('Admin.list');
  const id = useId();
  const router = useRouter();
  const { run, busy } = useAdminAction();
  const form = useForm<ShippingUpdate>({
    resolver: zodResolver(shippingUpdateSchema),
    defaultValues: {
      translations: shipping.translations,
      is_active: shipping.is_active,
      position: shipping.position,
      prices: shipping.prices,
      combinations,
    },
  });
  const { control, setValue, formState } = form;
  const chosen = useWatch({ control, name: 'combinations' });
  const indexOf = (paymentId: number, channel: ChannelId) =>
    chosen.findIndex((row) => row.payment_id === paymentId && row.channel === channel);

  function toggle(paymentId: number, channel: ChannelId) {
    const index = indexOf(paymentId, channel);
    const next =
      index >= 0
        ? chosen.filter((_, position) => position !== index)
        : [...chosen, { payment_id: paymentId, channel, price: 0 }];
    setValue('combinations', next, { shouldDirty: true });
  }

  const submit = form.handleSubmit(async (values) => {
    const saved = await run(
      () => apiClient.put(`/api/admin/dopravy-a-platby/shippings/${shipping.id}`, values),
      {
        success: tList('saved'),
        failure: tList('saveFailed'),
      },
    );
    if (saved) router.push(listHref);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('shippingForm')} className="flex flex-col gap-4">
      <MethodTextFields
        idPrefix={`${id}-texts`}
        fields={methodTextRegistrations(form.register)}
        errors={formState.errors.translations}
      />
      <p className="text-sm text-grey-600">{t('textsHint')}</p>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4" {...form.register('is_active')} />
        {t('active')}
      </label>
      <div className="flex flex-wrap gap-4">
        <div>
          <label htmlFor={`${id}-position`} className="mb-1 block text-sm font-medium">
            {t('position')}
          </label>
          <input
            id={`${id}-position`}
            type="number"
            min={0}
            className={inputClass}
            {...form.register('position', { valueAsNumber: true })}
          />
        </div>
        {channelIds.map((channel) => (
          <div key={channel}>
            <label htmlFor={`${id}-price-${channel}`} className="mb-1 block text-sm font-medium">
              {t(`priceIn.${channel}`)}
            </label>
            <Controller
              control={control}
              name={`prices.${channel}`}
              render={({ field }) => (
                <ScaledNumberInput
                  id={`${id}-price-${channel}`}
                  scale={100}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className={inputClass}
                />
              )}
            />
          </div>
        ))}
      </div>
      <p className="text-sm text-grey-600">{t('priceHint')}</p>
      {(formState.errors.prices || formState.errors.position) && (
        <p role="alert" className="text-sm text-red">
          {t('amountInvalid')}
        </p>
      )}
      <fieldset className="overflow-x-auto rounded-lg border border-grey-200 p-3">
        <legend className="px-1 font-semibold">{t('allowedPayments')}</legend>
        <table className="w-full min-w-[32rem] text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t('payment')}
              </th>
              {channelIds.map((channel) => (
                <th key={channel} scope="col" className="py-1 pr-3">
                  {t(`surchargeIn.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id} className="border-t border-grey-200">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {payment.name}
                </th>
                {channelIds.map((channel) => {
                  const index = indexOf(payment.id, channel);
                  const label = t('allowIn', { payment: payment.name, shop: channel.toUpperCase() });
                  return (
                    <td key={channel} className="py-2 pr-3">
                      <div className="flex items-center gap-2">
                        <input
                          type="checkbox"
                          className="size-4"
                          aria-label={label}
                          checked={index >= 0}
                          onChange={() => toggle(payment.id, channel)}
                        />
                        {index >= 0 && (
                          <Controller
                            key={`${payment.id}-${channel}-${index}`}
                            control={control}
                            name={`combinations.${index}.price`}
                            render={({ field }) => (
                              <ScaledNumberInput
                                aria-label={t('surchargeOf', {
                                  payment: payment.name,
                                  shop: channel.toUpperCase(),
                                })}
                                scale={100}
                                value={field.value}
                                onChange={(value) => field.onChange(value ?? 0)}
                                onBlur={field.onBlur}
                                className={inputClass}
                              />
                            )}
                          />
                        )}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {formState.errors.combinations && (
          <p role="alert" className="mt-2 text-sm text-red">
            {t('amountInvalid')}
          </p>
        )}
      </fieldset>
      <SubmitButton busy={busy} label={tList('save')} busyLabel={tList('saving')} />
    </form>
  );
}
