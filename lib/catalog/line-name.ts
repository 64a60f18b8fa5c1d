/** A cart or order line's name: the product's, then its variant's ("Pohár na víno 450 ml, balenie 12 ks"). */
export function lineName(productName: string, variantName: string | null): string {
  return variantName ? `${productName}, ${variantName}` : productName;
}

/**
 * Today's name of what an order holds, shown in the shopper's language beside the one it was ordered
 * under: null when there is none today or it reads the same.
 */
export function renamedTo(today: string | null | undefined, ordered: string): string | null {
  return today && today !== ordered ? today : null;
}
