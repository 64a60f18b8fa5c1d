import type { CheckoutBox } from '@/lib/stores/checkout-store';
import { sectionId } from './checkout-steps';

/**
 * Once a box has opened (the next frame), its heading takes the focus, which also scrolls it into
 * view: keyboard and screen-reader users land in the step instead of on a button that is gone.
 */
export function focusSection(target: CheckoutBox | 'cart'): void {
  requestAnimationFrame(() => {
    document.getElementById(sectionId(target))?.querySelector<HTMLElement>('h2')?.focus();
  });
}
