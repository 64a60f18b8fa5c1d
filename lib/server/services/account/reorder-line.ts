import 'server-only';
import type { ReorderLine, ReorderNote } from '@/lib/api/contract/account-orders';
import { renamedTo } from '@/lib/catalog/line-name';
import type { PriceMode } from '@/lib/server/context';
import { nearestAllowedQuantity, onSteps } from '@/lib/pricing';
import type { VariantOffer } from '@/lib/server/services/cart/variant-offers';
import { grossFromNet } from '@/lib/server/services/pricing';

export interface PastLine {
  id: number;
  variantId: number | null;
  code: string;
  name: string;
  quantity: number;
  unitPriceWithVat: number;
  unitPriceWithoutVat: number;
}

/** How much of the line can go into the cart today, and what the shopper should know about it. */
function fittedQuantity(ordered: number, offer: VariantOffer): { quantity: number; notes: ReorderNote[] } {
  const wanted = onSteps(ordered, offer);
  const quantity = nearestAllowedQuantity(ordered, offer);
  const notes: ReorderNote[] = [];
  if (wanted !== ordered) notes.push('QUANTITY_ADJUSTED');
  if (quantity < wanted) notes.push(quantity === 0 ? 'OUT_OF_STOCK' : 'LESS_STOCK');
  else if (wanted > offer.stock) notes.push('ON_BACKORDER');
  return { quantity, notes };
}

function priceChange(paid: number, now: number): ReorderLine['price_change'] {
  if (now > paid) return 'up';
  return now < paid ? 'down' : 'same';
}

/** What the order says of the line. */
function pastPart(line: PastLine) {
  return {
    id: line.id,
    code: line.code,
    name: line.name,
    variant_id: line.variantId,
    ordered_quantity: line.quantity,
    paid_unit_with_vat: line.unitPriceWithVat,
    paid_unit_without_vat: line.unitPriceWithoutVat,
  };
}

function unavailable(
  line: PastLine,
  note: ReorderNote,
): Omit<ReorderLine, 'image' | 'product_url' | 'current_name'> {
  return {
    ...pastPart(line),
    available: false,
    current_unit_with_vat: null,
    current_unit_without_vat: null,
    price_change: null,
    min_quantity: 1,
    step_quantity: 1,
    pack_quantity: 1,
    unit_pieces: 1,
    stock: 0,
    backorder: false,
    suggested_quantity: 0,
    notes: [note],
  };
}

/**
 * A line of a past order against today's offer of its variant in the shopper's shop: today's price
 * beside the one paid (compared in the shopper's price mode, when both are in one currency), and the
 * quantity that can go into the cart now.
 */
export function reorderLine(
  line: PastLine,
  offer: VariantOffer | undefined,
  shopper: { priceMode: PriceMode; sameCurrency: boolean },
): ReorderLine {
  const media = {
    image: offer?.image ?? null,
    product_url: offer?.productUrl || null,
    current_name: renamedTo(offer?.name, line.name),
  };
  if (!offer) return { ...unavailable(line, 'VARIANT_NOT_FOUND'), ...media };
  if (!offer.isActive) return { ...unavailable(line, 'VARIANT_NOT_AVAILABLE'), ...media, product_url: null };
  if (offer.unitNet === null) return { ...unavailable(line, 'PRICE_NOT_AVAILABLE'), ...media };
  const withVat = grossFromNet(offer.unitNet, offer.vatRate);
  const { quantity, notes } = fittedQuantity(line.quantity, offer);
  const net = shopper.priceMode === 'net';
  return {
    ...pastPart(line),
    ...media,
    available: quantity > 0,
    current_unit_with_vat: withVat,
    current_unit_without_vat: offer.unitNet,
    price_change: shopper.sameCurrency
      ? priceChange(net ? line.unitPriceWithoutVat : line.unitPriceWithVat, net ? offer.unitNet : withVat)
      : null,
    min_quantity: offer.minQuantity,
    step_quantity: offer.stepQuantity,
    pack_quantity: offer.packQuantity,
    unit_pieces: offer.unitPieces,
    stock: offer.stock,
    backorder: offer.backorder,
    suggested_quantity: quantity,
    notes,
  };
}
