import { useTranslations } from 'next-intl';
import { piecePrice } from '@/lib/catalog/sale-unit';
import type { CurrencyCode } from '@/lib/config/channels';
import { formatPrice } from '@/lib/format/price';

interface PackNoteProps {
  pieces: number;
  /** The pack's price in the shown mode (minor units). */
  packPrice: number;
  currency: CurrencyCode;
}

/** Under a pack's price: "Balenie 6 ks · 1,94 € / ks", so that the price does not read as one piece's. */
export function PackNote({ pieces, packPrice, currency }: PackNoteProps) {
  const t = useTranslations('SaleUnit');
  const perPiece = formatPrice(piecePrice(packPrice, { pieces }), currency);
  return (
    <p className="text-sm text-grey-700" data-testid="pack-note">
      <span className="font-medium">{t('packOf', { pieces })}</span> · {t('perPiece', { price: perPiece })}
    </p>
  );
}
