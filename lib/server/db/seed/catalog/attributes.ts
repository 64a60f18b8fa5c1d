import { materials } from './materials';
import { type Text, tx } from './text';

/**
 * The attribute that distinguishes products of one type besides size: a material, a fragrance, a formula.
 * `phrase` completes the short description; a material's `clause` follows "It is made of …,", other
 * attributes bring a whole `sentence`.
 */
export interface Attribute {
  param: Text;
  value: Text;
  phrase: Text;
  clause?: Text;
  sentence?: Text;
}

const fragrance = tx('Vôňa', 'Vůně', 'Fragrance');
const form = tx('Forma', 'Forma', 'Form');
const packaging = tx('Obal', 'Obal', 'Packaging');

/** Materials, plus fragrances of toiletries, forms of cleaning agents and packagings of guest amenities. */
export const attributes = {
  ...materials,
  greenTea: {
    param: fragrance,
    value: tx('zelený čaj', 'zelený čaj', 'green tea'),
    phrase: tx('s vôňou zeleného čaju', 's vůní zeleného čaje', 'with a green tea fragrance'),
    sentence: tx(
      'Svieža vôňa zeleného čaju pôsobí upokojujúco a nenápadne.',
      'Svěží vůně zeleného čaje působí uklidňujícím a nenápadným dojmem.',
      'The fresh scent of green tea is calming and unobtrusive.',
    ),
  },
  citrus: {
    param: fragrance,
    value: tx('citrus', 'citrus', 'citrus'),
    phrase: tx('s citrusovou vôňou', 's citrusovou vůní', 'with a citrus fragrance'),
    sentence: tx(
      'Citrusová vôňa hostí príjemne osvieži.',
      'Citrusová vůně hosty příjemně osvěží.',
      'The citrus scent gives guests a pleasant lift.',
    ),
  },
  lavender: {
    param: fragrance,
    value: tx('levanduľa', 'levandule', 'lavender'),
    phrase: tx('s vôňou levandule', 's vůní levandule', 'with a lavender fragrance'),
    sentence: tx(
      'Jemná levanduľová vôňa navodí pocit pohody.',
      'Jemná levandulová vůně navodí pocit pohody.',
      'The soft lavender scent creates a sense of well-being.',
    ),
  },
  aloe: {
    param: fragrance,
    value: tx('aloe vera', 'aloe vera', 'aloe vera'),
    phrase: tx('s výťažkom z aloe vera', 's výtažkem z aloe vera', 'with aloe vera extract'),
    sentence: tx(
      'Výťažok z aloe vera pokožku upokojuje a hydratuje.',
      'Výtažek z aloe vera pokožku zklidňuje a hydratuje.',
      'Aloe vera extract soothes and moisturises the skin.',
    ),
  },
  unscented: {
    param: fragrance,
    value: tx('bez parfumácie', 'bez parfemace', 'fragrance-free'),
    phrase: tx('bez parfumácie', 'bez parfemace', 'in a fragrance-free version'),
    sentence: tx(
      'Receptúra bez parfumácie je vhodná aj pre citlivú pokožku.',
      'Receptura bez parfemace je vhodná i pro citlivou pokožku.',
      'The fragrance-free formula also suits sensitive skin.',
    ),
  },

  concentrate: {
    param: form,
    value: tx('koncentrát', 'koncentrát', 'concentrate'),
    phrase: tx('vo forme koncentrátu', 've formě koncentrátu', 'in concentrated form'),
    sentence: tx(
      'Koncentrát sa riedi podľa návodu, takže jedno balenie vydrží dlho.',
      'Koncentrát se ředí podle návodu, takže jedno balení vydrží dlouho.',
      'The concentrate is diluted as directed, so one pack lasts a long time.',
    ),
  },
  readyToUse: {
    param: form,
    value: tx('pripravený na použitie', 'připravený k použití', 'ready to use'),
    phrase: tx(
      'v koncentrácii pripravenej na použitie',
      'v koncentraci připravené k použití',
      'in a ready-to-use strength',
    ),
    sentence: tx(
      'Prípravok je pripravený na okamžité použitie bez riedenia.',
      'Přípravek je připraven k okamžitému použití bez ředění.',
      'The product is ready to use without dilution.',
    ),
  },
  ecoFormula: {
    param: form,
    value: tx('ekologická receptúra', 'ekologická receptura', 'eco-friendly formula'),
    phrase: tx('s ekologickou receptúrou', 's ekologickou recepturou', 'with an eco-friendly formula'),
    sentence: tx(
      'Receptúra je biologicky odbúrateľná a šetrná k životnému prostrediu.',
      'Receptura je biologicky odbouratelná a šetrná k životnímu prostředí.',
      'The formula is biodegradable and kind to the environment.',
    ),
  },
  gel: {
    param: form,
    value: tx('gél', 'gel', 'gel'),
    phrase: tx('vo forme gélu', 've formě gelu', 'in gel form'),
    sentence: tx(
      'Gél sa rýchlo vstrebe a nezanecháva lepkavý pocit.',
      'Gel se rychle vstřebá a nezanechává lepivý pocit.',
      'The gel absorbs quickly and leaves no sticky feel.',
    ),
  },
  solution: {
    param: form,
    value: tx('roztok', 'roztok', 'liquid'),
    phrase: tx('vo forme roztoku', 've formě roztoku', 'in liquid form'),
    sentence: tx(
      'Roztok je vhodný do nástenných dávkovačov aj rozprašovačov.',
      'Roztok je vhodný do nástěnných dávkovačů i rozprašovačů.',
      'The liquid suits wall dispensers as well as spray bottles.',
    ),
  },

  paperBox: {
    param: packaging,
    value: tx('papierová krabička', 'papírová krabička', 'paper box'),
    phrase: tx('v papierovej krabičke', 'v papírové krabičce', 'in a paper box'),
    sentence: tx(
      'Papierová krabička pôsobí elegantne a dá sa recyklovať.',
      'Papírová krabička působí elegantně a dá se recyklovat.',
      'The paper box looks elegant and is recyclable.',
    ),
  },
  pouch: {
    param: packaging,
    value: tx('kompostovateľné vrecko', 'kompostovatelný sáček', 'compostable pouch'),
    phrase: tx('v kompostovateľnom vrecku', 'v kompostovatelném sáčku', 'in a compostable pouch'),
    sentence: tx(
      'Kompostovateľné vrecko nahrádza plastový obal.',
      'Kompostovatelný sáček nahrazuje plastový obal.',
      'The compostable pouch replaces plastic packaging.',
    ),
  },
} satisfies Record<string, Attribute>;

export type AttributeKey = keyof typeof attributes;
