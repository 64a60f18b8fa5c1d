/** Lower case without diacritics, so that "kavaren" finds "Kaviareň" (client-side filters). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
