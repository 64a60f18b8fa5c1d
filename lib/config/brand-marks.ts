/** A carrier's or a payment scheme's mark: its name (the image's text alternative) and its self-hosted SVG. */
export interface BrandMark {
  name: string;
  src: string;
}

const mark = (name: string, file: string): BrandMark => ({ name, src: `/static/marks/${file}.svg` });

/**
 * Spec §2 Layouts: the carrier and card logos of the default layout. The carriers are those the shipping
 * methods use: DPD for the courier (its parcel numbers are DPD's) and the HorecaPoint pickup network.
 */
export const carrierMarks: readonly BrandMark[] = [mark('DPD', 'dpd'), mark('HorecaPoint', 'horecapoint')];

/** What the card payment gateway accepts; the order page shows them beside the card payment. */
export const cardMarks: readonly BrandMark[] = [
  mark('Visa', 'visa'),
  mark('Mastercard', 'mastercard'),
  mark('Maestro', 'maestro'),
  mark('Apple Pay', 'apple-pay'),
  mark('Google Pay', 'google-pay'),
];
