import type { Locale } from '@/lib/config/locales';
import { type Text, formatNumber, tx } from './text';

/** One size of a product type: it is part of the product name, the code, a parameter and the texts. */
export interface Size {
  label: Text;
  /** Uppercase letters and digits for the product code. */
  token: string;
  /** Grows with the size; prices are interpolated along it. */
  value: number;
  param: { name: Text; value: Text };
  /** Completes "A flat plate made of porcelain, …" in the short description. */
  phrase: Text;
}

const params = {
  diameter: tx('Priemer', 'Průměr', 'Diameter'),
  length: tx('Dĺžka', 'Délka', 'Length'),
  width: tx('Šírka', 'Šířka', 'Width'),
  height: tx('Výška', 'Výška', 'Height'),
  depth: tx('Hĺbka', 'Hloubka', 'Depth'),
  volume: tx('Objem', 'Objem', 'Volume'),
  dimensions: tx('Rozmery', 'Rozměry', 'Dimensions'),
  weight: tx('Hmotnosť', 'Hmotnost', 'Weight'),
  pieces: tx('Počet kusov v balení', 'Počet kusů v balení', 'Pieces per pack'),
  rolls: tx('Počet roliek v balení', 'Počet rolí v balení', 'Rolls per pack'),
  rollLength: tx('Dĺžka návinu', 'Délka návinu', 'Roll length'),
  power: tx('Príkon', 'Příkon', 'Power input'),
  capacity: tx('Kapacita', 'Kapacita', 'Capacity'),
  output: tx('Denná produkcia', 'Denní produkce', 'Daily output'),
} satisfies Record<string, Text>;

const phrases = {
  diameter: tx('s priemerom #', 'o průměru #', '# in diameter'),
  length: tx('s dĺžkou #', 'o délce #', '# long'),
  width: tx('so šírkou #', 'o šířce #', '# wide'),
  height: tx('s výškou #', 'o výšce #', '# high'),
  depth: tx('s hĺbkou #', 'o hloubce #', '# deep'),
  volume: tx('s objemom #', 'o objemu #', 'with a capacity of #'),
  dimensions: tx('s rozmermi #', 'o rozměrech #', 'measuring #'),
  weight: tx('s hmotnosťou #', 'o hmotnosti #', 'weighing #'),
  pieces: tx('v balení po #', 'v balení po #', 'in packs of #'),
  rolls: tx('v balení #', 'v balení #', 'in packs of #'),
  rollLength: tx('s návinom #', 's návinem #', 'with # of paper per roll'),
  power: tx('s príkonom #', 's příkonem #', 'rated at #'),
  capacity: tx('s kapacitou #', 's kapacitou #', 'with a capacity of #'),
  output: tx('s produkciou #', 's produkcí #', 'producing #'),
} satisfies Record<keyof typeof params, Text>;

type Kind = keyof typeof params;

function size(kind: Kind, label: Text, token: string, value: number): Size {
  const phrase = phrases[kind];
  return {
    label,
    token,
    value,
    param: { name: params[kind], value: label },
    phrase: tx(
      phrase.sk.replace('#', label.sk),
      phrase.cs.replace('#', label.cs),
      phrase.en.replace('#', label.en),
    ),
  };
}

function unit(value: number, suffix: string): Text {
  const label = (locale: Locale) => `${formatNumber(value, locale)} ${suffix}`;
  return tx(label('sk'), label('cs'), label('en'));
}

function token(value: number, suffix = ''): string {
  return String(value).replace('.', '') + suffix;
}

/** 1 → one, 2–4 → few, 5 and more → many (Slovak and Czech numeral agreement). */
export function countForm(count: number, one: string, few: string, many: string): string {
  if (count === 1) return one;
  return count >= 2 && count <= 4 ? few : many;
}

export function cm(value: number, kind: 'diameter' | 'length' | 'width' | 'height' = 'diameter'): Size {
  return size(kind, unit(value, 'cm'), token(value), value);
}

export function mm(value: number, kind: 'diameter' | 'depth' = 'diameter'): Size {
  return size(kind, unit(value, 'mm'), token(value), value);
}

export function ml(value: number): Size {
  return size('volume', unit(value, 'ml'), token(value), value);
}

export function litres(value: number): Size {
  return size('volume', unit(value, 'l'), token(value, 'L'), value * 1000);
}

export function grams(value: number): Size {
  return size('weight', unit(value, 'g'), token(value, 'G'), value);
}

/** "130 × 180 cm"; the value is the area (or volume) so that bigger costs more. */
export function dims(...sides: number[]): Size {
  const label = (locale: Locale) => sides.map((side) => formatNumber(side, locale)).join(' × ') + ' cm';
  const value = sides.reduce((product, side) => product * side, 1);
  return size(
    'dimensions',
    tx(label('sk'), label('cs'), label('en')),
    sides.map((s) => token(s)).join('X'),
    value,
  );
}

export function pieces(count: number): Size {
  return size('pieces', tx(`${count} ks`, `${count} ks`, `${count} pcs`), token(count), count);
}

/** Pieces in a set (cutlery sets); all sets have at least five pieces, hence the genitive plural. */
export function setPieces(count: number): Size {
  return custom(
    tx('Počet kusov v sade', 'Počet kusů v sadě', 'Pieces in set'),
    tx(`${count} ks`, `${count} ks`, `${count} pcs`),
    tx(`v počte ${count} kusov`, `v počtu ${count} kusů`, `with ${count} pieces`),
    token(count),
    count,
  );
}

export function rolls(count: number): Size {
  const label = tx(
    `${count} ${countForm(count, 'rolka', 'rolky', 'roliek')}`,
    `${count} ${countForm(count, 'role', 'role', 'rolí')}`,
    `${count} ${count === 1 ? 'roll' : 'rolls'}`,
  );
  return size('rolls', label, token(count, 'R'), count);
}

export function rollLength(metres: number): Size {
  return size('rollLength', unit(metres, 'm'), token(metres, 'M'), metres);
}

export function kilowatts(value: number): Size {
  return size('power', unit(value, 'kW'), token(value, 'KW'), value * 1000);
}

export function watts(value: number): Size {
  return size('power', unit(value, 'W'), token(value, 'W'), value);
}

/** Combi oven capacity: "6 × GN 1/1". */
export function gnTrays(count: number): Size {
  return size(
    'capacity',
    tx(`${count} × GN 1/1`, `${count} × GN 1/1`, `${count} × GN 1/1`),
    token(count, 'GN'),
    count,
  );
}

export function bakingTrays(count: number): Size {
  const label = tx(
    `${count} ${countForm(count, 'plech', 'plechy', 'plechov')}`,
    `${count} ${countForm(count, 'plech', 'plechy', 'plechů')}`,
    `${count} ${count === 1 ? 'tray' : 'trays'}`,
  );
  return size('capacity', label, token(count, 'T'), count);
}

export function kgPerDay(value: number): Size {
  return size('output', unit(value, 'kg/24 h'), token(value, 'KG'), value);
}

/** A size whose label needs its own wording (groups of an espresso machine, tiers of a stand…). */
export function custom(name: Text, label: Text, phrase: Text, code: string, value: number): Size {
  return { label, token: code, value, param: { name, value: label }, phrase };
}

export function gnSize(fraction: '1/1' | '1/2' | '1/3' | '1/4' | '2/3', value: number): Size {
  return custom(
    tx('Veľkosť GN', 'Velikost GN', 'GN size'),
    tx(`GN ${fraction}`, `GN ${fraction}`, `GN ${fraction}`),
    tx(`vo veľkosti GN ${fraction}`, `ve velikosti GN ${fraction}`, `in GN ${fraction} size`),
    fraction.replace('/', ''),
    value,
  );
}

export function espressoGroups(count: 1 | 2 | 3): Size {
  const sk = ['s 1 pákou', 's 2 pákami', 's 3 pákami'][count - 1] ?? '';
  const cs = ['s 1 pákou', 'se 2 pákami', 'se 3 pákami'][count - 1] ?? '';
  return custom(
    tx('Počet pák', 'Počet pák', 'Groups'),
    tx(
      `${count} ${countForm(count, 'páka', 'páky', 'pák')}`,
      `${count} ${countForm(count, 'páka', 'páky', 'pák')}`,
      `${count} ${count === 1 ? 'group' : 'groups'}`,
    ),
    tx(sk, cs, `with ${count} ${count === 1 ? 'group' : 'groups'}`),
    `${count}G`,
    count,
  );
}

export function tiers(count: number): Size {
  return custom(
    tx('Počet poschodí', 'Počet pater', 'Tiers'),
    tx(
      `${count} ${countForm(count, 'poschodie', 'poschodia', 'poschodí')}`,
      `${count} ${countForm(count, 'patro', 'patra', 'pater')}`,
      `${count} tiers`,
    ),
    tx(`s ${count} poschodiami`, `se ${count} patry`, `with ${count} tiers`),
    `${count}T`,
    count,
  );
}

export function compartments(count: number): Size {
  return custom(
    tx('Počet priehradiek', 'Počet přihrádek', 'Compartments'),
    tx(
      `${count} ${countForm(count, 'priehradka', 'priehradky', 'priehradiek')}`,
      `${count} ${countForm(count, 'přihrádka', 'přihrádky', 'přihrádek')}`,
      `${count} compartments`,
    ),
    tx(`s ${count} priehradkami`, `se ${count} přihrádkami`, `with ${count} compartments`),
    `${count}C`,
    count,
  );
}

export function bottles(count: number): Size {
  return custom(
    tx('Počet fliaš', 'Počet lahví', 'Bottles'),
    tx(
      `na ${count} ${countForm(count, 'fľašu', 'fľaše', 'fliaš')}`,
      `na ${count} ${countForm(count, 'lahev', 'lahve', 'lahví')}`,
      `for ${count} ${count === 1 ? 'bottle' : 'bottles'}`,
    ),
    tx(
      `na ${count} ${countForm(count, 'fľašu', 'fľaše', 'fliaš')}`,
      `na ${count} ${countForm(count, 'lahev', 'lahve', 'lahví')}`,
      `for ${count} ${count === 1 ? 'bottle' : 'bottles'}`,
    ),
    `${count}B`,
    count,
  );
}

export function people(count: number): Size {
  return custom(
    tx('Počet osôb', 'Počet osob', 'People covered'),
    tx(`do ${count} osôb`, `do ${count} osob`, `up to ${count} people`),
    tx(`s vybavením pre ${count} osôb`, `s vybavením pro ${count} osob`, `equipped for ${count} people`),
    `${count}P`,
    count,
  );
}

export function rollDiameter(centimetres: number): Size {
  return custom(
    tx('Max. priemer rolky', 'Max. průměr role', 'Max. roll diameter'),
    tx(`Ø ${centimetres} cm`, `Ø ${centimetres} cm`, `Ø ${centimetres} cm`),
    tx(
      `na rolky s priemerom do ${centimetres} cm`,
      `na role o průměru do ${centimetres} cm`,
      `for rolls up to ${centimetres} cm in diameter`,
    ),
    String(centimetres),
    centimetres,
  );
}

export function hopper(kilograms: number): Size {
  const label = (locale: Locale) => `${formatNumber(kilograms, locale)} kg`;
  return custom(
    tx('Objem zásobníka', 'Objem zásobníku', 'Hopper capacity'),
    tx(label('sk'), label('cs'), label('en')),
    tx(`so zásobníkom na ${label('sk')}`, `se zásobníkem na ${label('cs')}`, `with a ${label('en')} hopper`),
    token(kilograms, 'KG'),
    kilograms,
  );
}

export function basket(side: number): Size {
  const dim = `${side} × ${side} cm`;
  return custom(
    tx('Rozmer koša', 'Rozměr koše', 'Basket size'),
    tx(dim, dim, dim),
    tx(`s košom ${dim}`, `s košem ${dim}`, `with a ${dim} basket`),
    `${side}X${side}`,
    side,
  );
}

export function fryerTanks(tanks: 1 | 2, litresEach: number): Size {
  const label = tanks === 1 ? `${litresEach} l` : `2 × ${litresEach} l`;
  return custom(
    tx('Objem vane', 'Objem vany', 'Tank capacity'),
    tx(label, label, label),
    tx(
      `s vaňou ${label}`,
      `s vanou ${label}`,
      tanks === 1 ? `with a ${label} tank` : `with two ${litresEach} l tanks`,
    ),
    tanks === 1 ? `${litresEach}L` : `2X${litresEach}L`,
    tanks * litresEach,
  );
}
