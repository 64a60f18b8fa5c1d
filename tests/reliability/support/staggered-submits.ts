import type { Answer, Shopper } from './shopper';

export interface SubmittingCart {
  shopper: Shopper;
  key: string;
}

/**
 * Each cart's submit once, started `staggerMs` apart; `interrupt` (a kill, a stop) runs once
 * `interruptAfter` have answered and is awaited. Submits that got no answer are null.
 */
export async function staggeredSubmits(
  carts: SubmittingCart[],
  options: { staggerMs: number; interruptAfter: number },
  interrupt: () => Promise<void>,
): Promise<(Answer | null)[]> {
  const answers: (Answer | null)[] = carts.map(() => null);
  let answered = 0;
  let interrupted: Promise<void> | null = null;
  await Promise.all(
    carts.map(async (cart, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * options.staggerMs));
      await cart.shopper.submit(cart.key).then(
        (answer) => {
          answers[index] = answer;
          answered += 1;
          if (answered >= options.interruptAfter) interrupted ??= interrupt();
        },
        () => {},
      );
    }),
  );
  await interrupted;
  return answers;
}
