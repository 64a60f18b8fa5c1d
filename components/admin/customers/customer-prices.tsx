'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  customerPriceSchema,
  type CustomerPriceInput,
  type CustomerPriceLine,
} from '@/lib/api/contract/admin/customers';
import { formatPrice } from '@/lib/format/price';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

const currencyOf = { cz: 'CZK', sk: 'EUR' } as const;

/** "12,50" or "12.5" → 1250 minor units; anything else is not a number (the schema's "required"). */
function minorUnits(value: unknown): number {
  const text = String(value ?? '')
    .replace(/\s/g, '')
    .replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
}

/** Individual net prices of the customer per variant (or a whole product) and shop; the cart uses them. */
export function CustomerPrices({ customerId, prices }: { customerId: number; prices: CustomerPriceLine[] }) {
  const t = useTranslations('Admin.customers');
  const tList = useTranslations('Admin.list');
  const { run, busy } = useAdminAction();
  const base = `/api/admin/zakaznici/${customerId}/prices`;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CustomerPriceInput>({
    resolver: zodResolver(customerPriceSchema),
    defaultValues: { code: '', channel: 'cz', whole_product: false },
  });
  const save = handleSubmit(async (values) => {
    if (
      await run(() => apiClient.put(base, values), { success: tList('saved'), failure: tList('saveFailed') })
    )
      reset({ code: '', channel: values.channel, whole_product: false });
  });
  return (
    <section aria-labelledby="customer-prices" className="space-y-4 rounded-lg border border-grey-200 p-4">
      <h2 id="customer-prices" className="text-lg font-semibold">
        {t('pricesSection')}
      </h2>
      {prices.length === 0 ? (
        <p className="text-grey-600">{t('noPrices')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{t('pricesSection')}</caption>
            <thead className="bg-grey-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('variant')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('shop')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('listPrice')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('individualPrice')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {tList('actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {prices.map((price) => (
                <tr
                  key={`${price.variant_id}-${price.channel}`}
                  data-testid="customer-price"
                  className="border-t border-grey-200"
                >
                  <td className="px-3 py-2">
                    <span className="block font-medium">{price.code}</span>
                    <span className="text-grey-600">{price.name}</span>
                  </td>
                  <td className="px-3 py-2">{price.channel.toUpperCase()}</td>
                  <td className="px-3 py-2">
                    {price.list_net_price === null
                      ? '—'
                      : formatPrice(price.list_net_price, currencyOf[price.channel])}
                  </td>
                  <td className="px-3 py-2 font-semibold">
                    {formatPrice(price.net_price, currencyOf[price.channel])}
                  </td>
                  <td className="px-3 py-2">
                    <ConfirmButton
                      label={tList('delete')}
                      question={tList('deleteQuestion', {
                        name: `${price.code} (${price.channel.toUpperCase()})`,
                      })}
                      busy={busy}
                      onConfirm={() =>
                        run(
                          () =>
                            apiClient.delete(base, {
                              query: { variant_id: price.variant_id, channel: price.channel },
                            }),
                          {
                            success: tList('deleted'),
                            failure: tList('deleteFailed'),
                          },
                        )
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        onSubmit={save}
        noValidate
        aria-label={t('addPrice')}
        className="grid gap-3 sm:grid-cols-4 sm:items-start"
      >
        <TextField
          id="price-code"
          label={t('variantCode')}
          error={errors.code?.message}
          {...register('code')}
        />
        <div>
          <label htmlFor="price-channel" className="mb-1 block text-sm font-medium">
            {t('shop')}
          </label>
          <select
            id="price-channel"
            className="w-full rounded border border-field bg-white px-3 py-2"
            {...register('channel')}
          >
            <option value="cz">{t('shops.cz')}</option>
            <option value="sk">{t('shops.sk')}</option>
          </select>
        </div>
        <TextField
          id="price-net"
          label={t('netPrice')}
          inputMode="decimal"
          error={errors.net_price?.message}
          {...register('net_price', { setValueAs: minorUnits })}
        />
        <div className="space-y-2 sm:pt-6">
          <CheckboxField id="price-whole-product" label={t('wholeProduct')} {...register('whole_product')} />
          <SubmitButton busy={busy} label={t('addPrice')} busyLabel={tList('saving')} />
        </div>
      </form>
    </section>
  );
}
