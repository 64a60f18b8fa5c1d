/**
 * Expected text written with ordinary spaces, turned into the no-break spaces of formatted amounts
 * ("1 234,50 Kč" in lib/format): for assertions that compare exact strings or accessible names.
 */
export const nb = (text: string) => text.replaceAll(' ', '\u00a0');

/** Only the spaces inside and after the amounts of a sentence: 'Celkem 3 079,00 Kč (21 %)'. */
export const nbAmounts = (text: string) =>
  text.replace(/(?<=\d) (?=\d{3}(?!\d))/g, '\u00a0').replace(/(?<=\d) (?=Kč|€)/g, '\u00a0');
