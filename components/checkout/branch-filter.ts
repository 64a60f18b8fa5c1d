import type { ShippingBranch } from '@/lib/api/contract/cart';

/** Lower case without diacritics or spaces: "Žilina" and "zilina", "602 00" and "60200" match. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/** The pickup points whose town, postcode, name or street contains the query. */
export function filterBranches(branches: ShippingBranch[], query: string): ShippingBranch[] {
  const wanted = searchKey(query);
  if (!wanted) return branches;
  return branches.filter((branch) =>
    [branch.city, branch.zip, branch.name, branch.street].some((field) => searchKey(field).includes(wanted)),
  );
}
