'use client';

import { useTranslations } from 'next-intl';
import type { AssortmentLine } from '@/lib/api/contract/b2b-recommended';
import { AssortmentRow, type LineChoice } from './assortment-row';

interface AssortmentSectionProps {
  id: string;
  title: string;
  intro: string;
  empty: string;
  lines: AssortmentLine[];
  choices: Map<number, LineChoice>;
  priceMode: 'gross' | 'net';
  currency: 'CZK' | 'EUR';
  onChange: (variantId: number, choice: LineChoice) => void;
  onChooseAll: (chosen: boolean) => void;
}

/** One list of the page (the dealer's recommendations, or the most bought), with "choose all". */
export function AssortmentSection(props: AssortmentSectionProps) {
  const t = useTranslations('Recommended');
  const { id, title, intro, empty, lines, choices } = props;
  const available = lines.filter((line) => line.is_available);
  const allChosen = available.length > 0 && available.every((line) => choices.get(line.variant_id)?.chosen);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id={id} className="text-xl font-semibold text-dark-blue">
            {title}
          </h2>
          <p className="text-sm text-grey-700">{intro}</p>
        </div>
        {available.length > 0 && (
          <button
            type="button"
            className="text-sm font-semibold text-blue hover:underline"
            onClick={() => props.onChooseAll(!allChosen)}
          >
            {t(allChosen ? 'chooseNone' : 'chooseAll')}
            <span className="sr-only"> ({title})</span>
          </button>
        )}
      </div>
      {lines.length === 0 ? (
        <p className="rounded bg-grey-100 p-4 text-grey-700">{empty}</p>
      ) : (
        <ul className="divide-y divide-grey-200 rounded border border-grey-200" aria-label={title}>
          {lines.map((line) => (
            <AssortmentRow
              key={line.variant_id}
              line={line}
              choice={choices.get(line.variant_id) ?? { chosen: false, quantity: line.suggested_quantity }}
              priceMode={props.priceMode}
              currency={props.currency}
              onChange={(choice) => props.onChange(line.variant_id, choice)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
