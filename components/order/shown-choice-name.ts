/** A shipping's or payment's name as an order page shows it: today's, with the ordered one if it changed. */
export function shownChoiceName(
  choice: { name: string; current_name: string | null },
  renamed: (values: { current: string; ordered: string }) => string,
): string {
  return choice.current_name ? renamed({ current: choice.current_name, ordered: choice.name }) : choice.name;
}
