import 'server-only';
import type { BuyableOffer } from '@/lib/api/contract/offer';
import { grossFromNet } from '@/lib/server/services/pricing';
import type { VariantOffer } from './variant-offers';

/** A priced offer as the API shows it: the unit price both ways and the quantity rules. */
export function buyableOffer(offer: VariantOffer & { unitNet: number }): BuyableOffer {
  return {
    unit_with_vat: grossFromNet(offer.unitNet, offer.vatRate),
    unit_without_vat: offer.unitNet,
    min_quantity: offer.minQuantity,
    step_quantity: offer.stepQuantity,
    pack_quantity: offer.packQuantity,
    unit_pieces: offer.unitPieces,
    stock: offer.stock,
    backorder: offer.backorder,
  };
}
