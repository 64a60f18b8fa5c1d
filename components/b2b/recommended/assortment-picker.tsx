'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/checkout/use-api-error-text';
import type { RecommendedAssortment } from '@/lib/api/contract/b2b-recommended';
import type { RefusedItem } from '@/lib/api/contract/cart';
import { useAddItems } from '@/lib/api/hooks/use-add-items';
import { Link } from '@/lib/i18n/navigation';
import { toast } from '@/lib/toast/toast';
import type { LineChoice } from './assortment-row';
import { AssortmentSection } from './assortment-section';

interface Outcome {
  added: number;
  refused: (RefusedItem & { name: string })[];
}

function initialChoices(assortment: RecommendedAssortment): Map<number, LineChoice> {
  const lines = [...assortment.recommended, ...assortment.most_bought];
  return new Map(
    lines.map((line) => [line.variant_id, { chosen: false, quantity: line.suggested_quantity }]),
  );
}

/** Both lists with their quantities, and one button that puts every chosen line into the cart. */
export function AssortmentPicker({ assortment }: { assortment: RecommendedAssortment }) {
  const t = useTranslations('Recommended');
  const showError = useErrorToast();
  const addItems = useAddItems();
  const [choices, setChoices] = useState(() => initialChoices(assortment));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const names = new Map(
    [...assortment.recommended, ...assortment.most_bought].map((line) => [line.variant_id, line.name]),
  );
  const chosen = [...choices].filter(([, choice]) => choice.chosen);

  const change = (variantId: number, choice: LineChoice) =>
    setChoices((current) => new Map(current).set(variantId, choice));
  const chooseAll = (lines: RecommendedAssortment['recommended']) => (value: boolean) =>
    setChoices((current) => {
      const next = new Map(current);
      for (const line of lines.filter((candidate) => candidate.is_available)) {
        next.set(line.variant_id, {
          ...(next.get(line.variant_id) ?? { quantity: line.suggested_quantity }),
          chosen: value,
        });
      }
      return next;
    });

  const submit = () => {
    setOutcome(null);
    addItems.mutate(
      chosen.map(([variantId, choice]) => ({ item_variant_id: variantId, quantity: choice.quantity })),
      {
        onSuccess: (response) => {
          const refused = response.refused.map((item) => ({
            ...item,
            name: names.get(item.item_variant_id) ?? '',
          }));
          setOutcome({ added: response.added.length, refused });
          if (response.added.length > 0) toast.success(t('added', { count: response.added.length }));
          setChoices((current) => {
            const next = new Map(current);
            for (const item of response.added) {
              const choice = next.get(item.item_variant_id);
              if (choice) next.set(item.item_variant_id, { ...choice, chosen: false });
            }
            return next;
          });
        },
        onError: (error) => showError(error, t('failed')),
      },
    );
  };

  const shared = {
    choices,
    priceMode: assortment.price_mode,
    currency: assortment.currency,
    onChange: change,
  };
  return (
    <div className="flex flex-col gap-8 pb-24">
      <AssortmentSection
        id="recommended-title"
        title={t('recommendedTitle')}
        intro={t('recommendedIntro')}
        empty={t('recommendedEmpty')}
        lines={assortment.recommended}
        onChooseAll={chooseAll(assortment.recommended)}
        {...shared}
      />
      <AssortmentSection
        id="most-bought-title"
        title={t('mostBoughtTitle')}
        intro={t('mostBoughtIntro')}
        empty={t('mostBoughtEmpty')}
        lines={assortment.most_bought}
        onChooseAll={chooseAll(assortment.most_bought)}
        {...shared}
      />
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-3 border-t border-grey-200 bg-white px-4 py-3 shadow sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm" role="status">
          {t('chosen', { count: chosen.length })}
        </p>
        <button
          type="button"
          disabled={chosen.length === 0 || addItems.isPending}
          onClick={submit}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
        >
          {addItems.isPending ? t('adding') : t('addChosen')}
        </button>
      </div>
      {outcome && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded border border-grey-300 p-4"
          data-testid="add-outcome"
        >
          <p className="font-semibold">
            {t('outcome', { added: outcome.added })}{' '}
            {outcome.added > 0 && (
              <Link href="/objednavka" className="text-blue hover:underline">
                {t('toCart')}
              </Link>
            )}
          </p>
          {outcome.refused.length > 0 && (
            <>
              <p>{t('refusedTitle')}</p>
              <ul className="list-disc pl-5 text-sm">
                {outcome.refused.map((item) => (
                  <li key={item.item_variant_id}>
                    <strong>{item.name}</strong> ({t('quantity', { quantity: item.quantity })}):{' '}
                    {item.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
