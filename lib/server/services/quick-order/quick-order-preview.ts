import 'server-only';
import type {
  QuickOrderMatch,
  QuickOrderMiss,
  QuickOrderPreview,
  QuickOrderProblem,
} from '@/lib/api/contract/quick-order';
import { priceModeOfUser } from '@/lib/pricing';
import type { DbOrTx } from '@/lib/server/db';
import { assertMayShopForCustomer } from '@/lib/server/services/customer-access';
import type { CartShopper } from '@/lib/server/services/cart/cart-shopper';
import { buyableOffer } from '@/lib/server/services/cart/buyable-offer';
import { cartTermsOf } from '@/lib/server/services/cart/cart-terms';
import { nearestAllowedQuantity, quantityRefusal } from '@/lib/pricing';
import { loadVariantOffers, type VariantOffer } from '@/lib/server/services/cart/variant-offers';
import { looksLikeHeader, parsePastedLines, type PastedLine } from '@/lib/quick-order/parse-lines';
import { type FoundVariant, findVariantsByCode } from './find-variants';

function miss(line: PastedLine, problem: QuickOrderProblem): QuickOrderMiss {
  return { line: line.line, input: line.input, code: line.code, quantity_text: line.quantityText, problem };
}

function offerProblem(offer: VariantOffer | undefined): QuickOrderProblem | null {
  if (!offer) return 'NOT_FOUND';
  if (!offer.isActive) return 'NOT_AVAILABLE';
  return offer.unitNet === null ? 'PRICE_NOT_AVAILABLE' : null;
}

function matchOf(lines: PastedLine[], found: FoundVariant, offer: VariantOffer): QuickOrderMatch {
  const quantity = lines.reduce((sum, line) => sum + line.quantity!, 0);
  const hint = quantityRefusal(quantity, offer);
  return {
    lines: lines.map((line) => line.line),
    input: lines[0]!.input,
    matched_by: found.matchedBy,
    variant_id: offer.variantId,
    code: offer.code,
    ean: found.ean,
    name: offer.name,
    product_url: offer.productUrl,
    image: offer.image,
    quantity,
    ...buyableOffer({ ...offer, unitNet: offer.unitNet! }),
    hint: hint as QuickOrderMatch['hint'],
    suggested_quantity: hint === null ? quantity : nearestAllowedQuantity(quantity, offer),
  };
}

/**
 * `POST /api/cart/quick-order/preview`: the pasted lines matched to the shop's variants by code or EAN,
 * with the shopper's prices and what the variant's rules say of each quantity; lines that name nothing
 * sellable here, or carry no usable quantity, come back with the reason. A first line that is a column
 * header is left out. Nothing is put into the cart.
 */
export async function previewQuickOrder(
  db: DbOrTx,
  shopper: CartShopper,
  text: string,
): Promise<QuickOrderPreview> {
  if (shopper.user) assertMayShopForCustomer(shopper.user);
  const pasted = parsePastedLines(text);
  const found = await findVariantsByCode(
    db,
    pasted.map((line) => line.code),
  );
  const first = pasted[0];
  const header = first && !found.has(first.code) && looksLikeHeader(first) ? first : null;
  const terms = await cartTermsOf(db, shopper.user);
  const ids = [...new Set([...found.values()].map((variant) => variant.id))];
  const offers = await loadVariantOffers(db, ids, {
    channel: shopper.channel,
    locale: shopper.locale,
    terms,
  });

  const unmatched: QuickOrderMiss[] = [];
  const byVariant = new Map<number, { found: FoundVariant; lines: PastedLine[] }>();
  for (const line of pasted) {
    if (line === header) continue;
    const variant = found.get(line.code);
    const problem = variant ? offerProblem(offers.get(variant.id)) : 'NOT_FOUND';
    if (problem || line.problem) {
      unmatched.push(miss(line, problem ?? line.problem!));
      continue;
    }
    const group = byVariant.get(variant!.id) ?? { found: variant!, lines: [] };
    group.lines.push(line);
    byVariant.set(variant!.id, group);
  }
  return {
    price_mode: priceModeOfUser(shopper.user, shopper.channel.id),
    currency_code: shopper.channel.currency,
    header: header?.input ?? null,
    matched: [...byVariant].map(([id, group]) => matchOf(group.lines, group.found, offers.get(id)!)),
    unmatched,
  };
}
