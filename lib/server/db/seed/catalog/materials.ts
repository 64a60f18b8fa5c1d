import type { Attribute } from './attributes';
import { type Text, tx } from './text';

const material = tx('Materiál', 'Materiál', 'Material');

function made(value: Text, phrase: Text, clause: Text): Attribute {
  return { param: material, value, phrase, clause };
}

/** Materials: the parameter "Material" and the sentence "It is made of …, which …". */
export const materials = {
  porcelain: made(
    tx('porcelán', 'porcelán', 'porcelain'),
    tx('z tvrdého porcelánu', 'z tvrdého porcelánu', 'made of hard porcelain'),
    tx(
      'ktorý odolá nárazom aj každodennému umývaniu',
      'který odolá nárazům i každodennímu mytí',
      'which withstands knocks and daily washing',
    ),
  ),
  boneChina: made(
    tx('kostný porcelán', 'kostní porcelán', 'bone china'),
    tx('z jemného kostného porcelánu', 'z jemného kostního porcelánu', 'made of fine bone china'),
    tx(
      'ktorý je tenký a ľahký, a pritom pevný',
      'který je tenký a lehký, a přitom pevný',
      'which is thin and light yet strong',
    ),
  ),
  stoneware: made(
    tx('kamenina', 'kamenina', 'stoneware'),
    tx('z glazovanej kameniny', 'z glazované kameniny', 'made of glazed stoneware'),
    tx('ktorá dlho udrží jedlo teplé', 'která dlouho udrží jídlo teplé', 'which keeps food warm for longer'),
  ),
  glass: made(
    tx('sklo', 'sklo', 'glass'),
    tx('z číreho sodnodraselného skla', 'z čirého sodnodraselného skla', 'made of clear soda-lime glass'),
    tx(
      'ktoré je odolné a cenovo dostupné',
      'které je odolné a cenově dostupné',
      'which is durable and affordable',
    ),
  ),
  crystal: made(
    tx('krištáľové sklo bez olova', 'křišťálové sklo bez olova', 'lead-free crystal glass'),
    tx(
      'z bezolovnatého krištáľového skla',
      'z bezolovnatého křišťálového skla',
      'made of lead-free crystal glass',
    ),
    tx(
      'ktoré je brilantne číre a príjemne zvoní',
      'které je brilantně čiré a příjemně zvoní',
      'which is brilliantly clear and rings beautifully',
    ),
  ),
  temperedGlass: made(
    tx('tvrdené sklo', 'tvrzené sklo', 'tempered glass'),
    tx('z tvrdeného skla', 'z tvrzeného skla', 'made of tempered glass'),
    tx(
      'ktoré lepšie znáša nárazy aj teplotné zmeny',
      'které lépe snáší nárazy i teplotní změny',
      'which copes better with knocks and temperature changes',
    ),
  ),
  borosilicate: made(
    tx('borosilikátové sklo', 'borosilikátové sklo', 'borosilicate glass'),
    tx(
      'z tepelne odolného borosilikátového skla',
      'z tepelně odolného borosilikátového skla',
      'made of heat-resistant borosilicate glass',
    ),
    tx(
      'ktoré znesie horúce aj studené nápoje',
      'které snese horké i studené nápoje',
      'which handles both hot and cold drinks',
    ),
  ),
  steel1810: made(
    tx('nerezová oceľ 18/10', 'nerezová ocel 18/10', '18/10 stainless steel'),
    tx('z nerezovej ocele 18/10', 'z nerezové oceli 18/10', 'made of 18/10 stainless steel'),
    tx(
      'ktorá nekoroduje a dlho si drží lesk',
      'která nekoroduje a dlouho si drží lesk',
      'which does not corrode and keeps its shine',
    ),
  ),
  steel: made(
    tx('nerezová oceľ', 'nerezová ocel', 'stainless steel'),
    tx('z nerezovej ocele', 'z nerezové oceli', 'made of stainless steel'),
    tx(
      'ktorá je hygienická a ľahko sa čistí',
      'která je hygienická a snadno se čistí',
      'which is hygienic and easy to clean',
    ),
  ),
  steelAisi: made(
    tx('nerezová oceľ AISI 304', 'nerezová ocel AISI 304', 'AISI 304 stainless steel'),
    tx('z nerezovej ocele AISI 304', 'z nerezové oceli AISI 304', 'made of AISI 304 stainless steel'),
    tx(
      'ktorá spĺňa hygienické požiadavky gastroprevádzok',
      'která splňuje hygienické požadavky gastroprovozů',
      'which meets the hygiene requirements of commercial kitchens',
    ),
  ),
  knifeSteel: made(
    tx('nerezová oceľ X50CrMoV15', 'nerezová ocel X50CrMoV15', 'X50CrMoV15 stainless steel'),
    tx('z kovanej ocele X50CrMoV15', 'z kované oceli X50CrMoV15', 'made of forged X50CrMoV15 steel'),
    tx('ktorá si dlho drží ostrosť', 'která si dlouho drží ostrost', 'which stays sharp for a long time'),
  ),
  aluminium: made(
    tx('hliník s nepriľnavým povrchom', 'hliník s nepřilnavým povrchem', 'non-stick aluminium'),
    tx(
      'z hliníka s nepriľnavým povrchom',
      'z hliníku s nepřilnavým povrchem',
      'made of aluminium with a non-stick coating',
    ),
    tx(
      'ktorý rýchlo a rovnomerne rozvádza teplo',
      'který rychle a rovnoměrně rozvádí teplo',
      'which spreads heat quickly and evenly',
    ),
  ),
  castIron: made(
    tx('liatina', 'litina', 'cast iron'),
    tx('z liatiny', 'z litiny', 'made of cast iron'),
    tx('ktorá dlho udrží teplo', 'která dlouho udrží teplo', 'which holds heat for a long time'),
  ),
  beech: made(
    tx('bukové drevo', 'bukové dřevo', 'beech wood'),
    tx('z bukového dreva', 'z bukového dřeva', 'made of beech wood'),
    tx(
      'ktoré je ošetrené potravinárskym olejom',
      'které je ošetřené potravinářským olejem',
      'which is finished with food-safe oil',
    ),
  ),
  acacia: made(
    tx('agátové drevo', 'akáciové dřevo', 'acacia wood'),
    tx('z agátového dreva', 'z akáciového dřeva', 'made of acacia wood'),
    tx(
      'ktoré má výraznú kresbu a je ošetrené potravinárskym olejom',
      'které má výraznou kresbu a je ošetřené potravinářským olejem',
      'which has a striking grain and a food-safe oil finish',
    ),
  ),
  slate: made(
    tx('bridlica', 'břidlice', 'slate'),
    tx('z prírodnej bridlice', 'z přírodní břidlice', 'made of natural slate'),
    tx(
      'na ktorej vyniknú syry aj studená kuchyňa',
      'na které vyniknou sýry i studená kuchyně',
      'which sets off cheese and cold dishes',
    ),
  ),
  melamine: made(
    tx('melamín', 'melamin', 'melamine'),
    tx('z melamínu', 'z melaminu', 'made of melamine'),
    tx('ktorý je ľahký a nerozbitný', 'který je lehký a nerozbitný', 'which is light and unbreakable'),
  ),
  polypropylene: made(
    tx('polypropylén', 'polypropylen', 'polypropylene'),
    tx(
      'z potravinárskeho polypropylénu',
      'z potravinářského polypropylenu',
      'made of food-grade polypropylene',
    ),
    tx('ktorý neobsahuje BPA', 'který neobsahuje BPA', 'which is BPA-free'),
  ),
  polyethylene: made(
    tx('polyetylén HDPE', 'polyethylen HDPE', 'HDPE polyethylene'),
    tx('z polyetylénu HDPE', 'z polyethylenu HDPE', 'made of HDPE polyethylene'),
    tx(
      'ktorý nezatupuje nože a neabsorbuje pachy',
      'který netupí nože a nenasává pachy',
      'which is kind to knife edges and does not absorb odours',
    ),
  ),
  hdpe: made(
    tx('polyetylén HDPE', 'polyethylen HDPE', 'HDPE plastic'),
    tx('z odolného polyetylénu HDPE', 'z odolného polyethylenu HDPE', 'made of tough HDPE plastic'),
    tx(
      'ktorý znesie bežné čistiace prostriedky',
      'který snese běžné čisticí prostředky',
      'which resists common cleaning chemicals',
    ),
  ),
  silicone: made(
    tx('silikón', 'silikon', 'silicone'),
    tx('z tepelne odolného silikónu', 'z tepelně odolného silikonu', 'made of heat-resistant silicone'),
    tx('ktorý znesie teploty do 250 °C', 'který snese teploty do 250 °C', 'which withstands up to 250 °C'),
  ),
  abs: made(
    tx('plast ABS', 'plast ABS', 'ABS plastic'),
    tx('z odolného plastu ABS', 'z odolného plastu ABS', 'made of tough ABS plastic'),
    tx('ktorý sa ľahko udržiava', 'který se snadno udržuje', 'which is easy to keep clean'),
  ),
  paFilm: made(
    tx('fólia PA/PE', 'fólie PA/PE', 'PA/PE film'),
    tx('z viacvrstvovej fólie PA/PE', 'z vícevrstvé fólie PA/PE', 'made of multi-layer PA/PE film'),
    tx(
      'ktorá odolá prepichnutiu aj teplotám do 100 °C',
      'která odolá propíchnutí i teplotám do 100 °C',
      'which resists punctures and temperatures up to 100 °C',
    ),
  ),
  polyethyleneBag: made(
    tx('polyetylén', 'polyethylen', 'polyethylene'),
    tx('z nepriehľadného polyetylénu', 'z neprůhledného polyethylenu', 'made of opaque polyethylene'),
    tx('ktorý diskrétne ukryje obsah', 'který diskrétně ukryje obsah', 'which discreetly hides the contents'),
  ),
  cotton: made(
    tx('100 % bavlna', '100 % bavlna', '100% cotton'),
    tx('zo 100 % bavlny', 'ze 100 % bavlny', 'made of 100% cotton'),
    tx(
      'ktorá je príjemná na dotyk a dobre saje',
      'která je příjemná na dotek a dobře saje',
      'which feels soft and absorbs well',
    ),
  ),
  polycotton: made(
    tx('zmes bavlny a polyesteru', 'směs bavlny a polyesteru', 'cotton-polyester blend'),
    tx('zo zmesi bavlny a polyesteru', 'ze směsi bavlny a polyesteru', 'made of a cotton-polyester blend'),
    tx(
      'ktorá sa ľahko žehlí a vydrží časté pranie',
      'která se snadno žehlí a vydrží časté praní',
      'which is easy to iron and stands up to frequent washing',
    ),
  ),
  polyester: made(
    tx('polyester', 'polyester', 'polyester'),
    tx('z polyesteru', 'z polyesteru', 'made of polyester'),
    tx(
      'ktorý je nekrčivý a stálofarebný',
      'který je nemačkavý a stálobarevný',
      'which is crease-resistant and colourfast',
    ),
  ),
  sateen: made(
    tx('bavlnený satén', 'bavlněný satén', 'cotton sateen'),
    tx('z bavlneného saténu', 'z bavlněného saténu', 'made of cotton sateen'),
    tx(
      'ktorý má jemný lesk a hladký omak',
      'který má jemný lesk a hladký omak',
      'which has a soft sheen and a smooth feel',
    ),
  ),
  jersey: made(
    tx('bavlnený žerzej', 'bavlněný žerzej', 'cotton jersey'),
    tx('z pružného bavlneného žerzeja', 'z pružného bavlněného žerzeje', 'made of stretchy cotton jersey'),
    tx('ktorý dobre obopne matrac', 'který dobře obepne matraci', 'which fits snugly over the mattress'),
  ),
  terry: made(
    tx('bavlnené froté', 'bavlněné froté', 'cotton terry'),
    tx('z bavlneného froté', 'z bavlněného froté', 'made of cotton terry'),
    tx('ktoré je hebké a veľmi savé', 'které je hebké a velmi savé', 'which is soft and highly absorbent'),
  ),
  waffle: made(
    tx('vaflová bavlna', 'vaflová bavlna', 'waffle cotton'),
    tx('z vaflovej bavlny', 'z vaflové bavlny', 'made of waffle cotton'),
    tx('ktorá je ľahká a rýchlo schne', 'která je lehká a rychle schne', 'which is light and dries quickly'),
  ),
  microfibre: made(
    tx('mikrovlákno', 'mikrovlákno', 'microfibre'),
    tx('z mikrovlákna', 'z mikrovlákna', 'made of microfibre'),
    tx(
      'ktoré zachytí prach aj mastnotu bez chémie',
      'které zachytí prach i mastnotu bez chemie',
      'which picks up dust and grease without chemicals',
    ),
  ),
  polyurethane: made(
    tx('polyuretánová pena', 'polyuretanová pěna', 'polyurethane foam'),
    tx(
      'z polyuretánovej peny s abrazívnou vrstvou',
      'z polyuretanové pěny s abrazivní vrstvou',
      'made of polyurethane foam with a scouring layer',
    ),
    tx(
      'ktorá dobre saje a nepoškriabe bežné povrchy',
      'která dobře saje a nepoškrábe běžné povrchy',
      'which absorbs well and will not scratch ordinary surfaces',
    ),
  ),
  cellulose: made(
    tx('celulóza', 'celulóza', 'pure cellulose'),
    tx('z čistej celulózy', 'z čisté celulózy', 'made of pure cellulose'),
    tx('ktorá je jemná a pevná', 'která je jemná a pevná', 'which is soft and strong'),
  ),
  recycledPaper: made(
    tx('recyklovaný papier', 'recyklovaný papír', 'recycled paper'),
    tx('z recyklovaného papiera', 'z recyklovaného papíru', 'made of recycled paper'),
    tx('ktorý šetrí prírodné zdroje', 'který šetří přírodní zdroje', 'which saves natural resources'),
  ),
  paperboard: made(
    tx('potravinársky kartón', 'potravinářský karton', 'food-grade paperboard'),
    tx('z potravinárskeho kartónu', 'z potravinářského kartonu', 'made of food-grade paperboard'),
    tx('ktorý je pevný a nepresakuje', 'který je pevný a nepropouští', 'which is sturdy and leak-resistant'),
  ),
  foodPaper: made(
    tx('potravinársky papier', 'potravinářský papír', 'food-grade paper'),
    tx('z potravinárskeho papiera', 'z potravinářského papíru', 'made of food-grade paper'),
    tx(
      'ktorý sa v nápoji rýchlo nerozmočí',
      'který se v nápoji rychle nerozmočí',
      'which does not go soggy in a drink',
    ),
  ),
  kraft: made(
    tx('kraftový papier', 'kraftový papír', 'kraft paper'),
    tx('z hnedého kraftového papiera', 'z hnědého kraftového papíru', 'made of brown kraft paper'),
    tx(
      'ktorý je pevný a dobre sa recykluje',
      'který je pevný a dobře se recykluje',
      'which is strong and easy to recycle',
    ),
  ),
  bagasse: made(
    tx('vlákno z cukrovej trstiny', 'vlákno z cukrové třtiny', 'sugarcane bagasse'),
    tx('z vlákna cukrovej trstiny', 'z vlákna cukrové třtiny', 'made of sugarcane fibre'),
    tx(
      'ktoré vzniká ako vedľajší produkt výroby cukru',
      'které vzniká jako vedlejší produkt výroby cukru',
      'a by-product of sugar production',
    ),
  ),
  birch: made(
    tx('brezové drevo', 'březové dřevo', 'birch wood'),
    tx('z brezového dreva', 'z březového dřeva', 'made of birch wood'),
    tx('ktoré je hladké a bez chuti', 'které je hladké a bez chuti', 'which is smooth and tasteless'),
  ),
  pla: made(
    tx('bioplast PLA', 'bioplast PLA', 'PLA bioplastic'),
    tx('z bioplastu PLA', 'z bioplastu PLA', 'made of PLA bioplastic'),
    tx(
      'ktorý sa vyrába z obnoviteľných zdrojov',
      'který se vyrábí z obnovitelných zdrojů',
      'which is made from renewable resources',
    ),
  ),
  nitrile: made(
    tx('nitril', 'nitril', 'nitrile'),
    tx('z nitrilu', 'z nitrilu', 'made of nitrile'),
    tx('ktorý neobsahuje latex', 'který neobsahuje latex', 'which contains no latex'),
  ),
} satisfies Record<string, Attribute>;
