'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { TermsLink } from '@/components/frame/terms-link';
import { FormFieldError } from '@/components/ui/form-field-error';
import type { Cart } from '@/lib/api/contract/cart';
import { useSubmitOrder } from '@/lib/api/hooks/use-submit-order';
import { SubmitBlockers } from './submit-blockers';
import { useErrorToast } from './use-api-error-text';

/** Where the submitted order goes: the thank-you page (a client transition) or a card gateway elsewhere. */
function useLeaveFor() {
  const router = useRouter();
  return (url: string) => (url.startsWith('/') ? router.push(url) : window.location.assign(url));
}

/**
 * The terms checkbox and the submit button (enabled once the cart can be ordered; otherwise what is
 * missing). A click while an attempt is on its way, or after it succeeded, does nothing.
 */
export function SubmitOrder({ cart, onSubmitted }: { cart: Cart; onSubmitted: () => void }) {
  const t = useTranslations('Checkout');
  const toastError = useErrorToast();
  const submitOrder = useSubmitOrder();
  const leaveFor = useLeaveFor();
  const busy = useRef(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();
  const [leaving, setLeaving] = useState(false);

  async function submit() {
    if (busy.current || leaving) return;
    if (!accepted) {
      setTermsError('terms');
      return;
    }
    busy.current = true;
    try {
      const { redirect_url } = await submitOrder.mutateAsync({
        terms_accepted: true,
        expected_total_with_vat: cart.total_with_vat,
      });
      setLeaving(true);
      onSubmitted();
      leaveFor(redirect_url);
    } catch (error) {
      toastError(error, t('submitFailed'));
    } finally {
      busy.current = false;
    }
  }

  const sending = submitOrder.isPending || leaving;
  return (
    <div className="flex flex-col gap-3">
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={accepted}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error' : undefined}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setTermsError(undefined);
            }}
          />
          <span>
            {t.rich('termsAgree', {
              link: (chunks) => <TermsLink label={chunks} className="text-blue underline" />,
            })}
          </span>
        </label>
        <FormFieldError id="terms-error" message={termsError} />
      </div>
      {!cart.can_submit && <SubmitBlockers blockers={cart.submit_blockers} />}
      <button
        type="button"
        onClick={() => void submit()}
        disabled={!cart.can_submit || sending}
        aria-busy={sending}
        className="w-full rounded bg-red px-4 py-3 text-lg font-semibold text-white hover:opacity-90 disabled:bg-disabled disabled:text-grey-800"
        data-testid="submit-order"
      >
        {sending ? t('submitting') : t('submit')}
      </button>
    </div>
  );
}
