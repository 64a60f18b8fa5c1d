/** The home page, its first category and that category's first product, as a Slovak visitor finds them. */
export async function catalogPagePaths(base: string): Promise<[string, string, string]> {
  const home = await (await fetch(`${base}/`, { headers: { 'accept-language': 'sk' } })).text();
  const category = /href="(\/kategorie\/[^"?#]+)"/.exec(home)?.[1];
  if (!category) throw new Error('No category link on the home page');
  const listing = await (await fetch(`${base}${category}`)).text();
  const product = /href="(\/produkt\/[^"?#]+)"/.exec(listing)?.[1];
  if (!product) throw new Error(`No product link on ${category}`);
  return ['/', category, product];
}
