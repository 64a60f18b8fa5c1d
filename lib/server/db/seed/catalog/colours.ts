import { type Text, tx } from './text';

export interface Colour {
  /** Two letters in variant codes. */
  code: string;
  /** Feminine in Slovak and Czech: it answers "farba / barva". */
  name: Text;
  /** The colour the drawing is painted in. */
  hex: string;
  /** Glass and clear plastic are drawn see-through. */
  transparent?: boolean;
}

export const colours = {
  white: { code: 'WH', name: tx('biela', 'bílá', 'white'), hex: '#f6f5f1' },
  cream: { code: 'CR', name: tx('krémová', 'krémová', 'cream'), hex: '#efe3c8' },
  beige: { code: 'BE', name: tx('béžová', 'béžová', 'beige'), hex: '#d9c3a0' },
  grey: { code: 'GR', name: tx('sivá', 'šedá', 'grey'), hex: '#a7acb1' },
  anthracite: { code: 'AN', name: tx('antracitová', 'antracitová', 'anthracite'), hex: '#3c4146' },
  black: { code: 'BK', name: tx('čierna', 'černá', 'black'), hex: '#26282b' },
  blue: { code: 'BL', name: tx('modrá', 'modrá', 'blue'), hex: '#2f62a8' },
  navy: { code: 'NV', name: tx('tmavomodrá', 'tmavě modrá', 'navy'), hex: '#23324f' },
  turquoise: { code: 'TQ', name: tx('tyrkysová', 'tyrkysová', 'turquoise'), hex: '#2aa3a0' },
  green: { code: 'GN', name: tx('zelená', 'zelená', 'green'), hex: '#3f8f4e' },
  olive: { code: 'OL', name: tx('olivová', 'olivová', 'olive'), hex: '#7b8040' },
  yellow: { code: 'YE', name: tx('žltá', 'žlutá', 'yellow'), hex: '#f0c419' },
  orange: { code: 'OR', name: tx('oranžová', 'oranžová', 'orange'), hex: '#e8772e' },
  red: { code: 'RD', name: tx('červená', 'červená', 'red'), hex: '#c8312f' },
  burgundy: { code: 'BD', name: tx('bordová', 'vínová', 'burgundy'), hex: '#7a2335' },
  pink: { code: 'PK', name: tx('ružová', 'růžová', 'pink'), hex: '#e69ab5' },
  brown: { code: 'BR', name: tx('hnedá', 'hnědá', 'brown'), hex: '#7a5236' },
  natural: { code: 'NA', name: tx('prírodná', 'přírodní', 'natural'), hex: '#c9a77c' },
  steel: { code: 'SS', name: tx('nerezová', 'nerezová', 'stainless steel'), hex: '#c3c8cd' },
  gold: { code: 'GD', name: tx('zlatá', 'zlatá', 'gold'), hex: '#c9a13b' },
  copper: { code: 'CU', name: tx('medená', 'měděná', 'copper'), hex: '#b8693f' },
  clear: { code: 'CL', name: tx('číra', 'čirá', 'clear'), hex: '#dfeef3', transparent: true },
  smoke: { code: 'SM', name: tx('dymová', 'kouřová', 'smoke'), hex: '#6f6a66', transparent: true },
  amber: { code: 'AM', name: tx('jantárová', 'jantarová', 'amber'), hex: '#c98a2b', transparent: true },
  aqua: {
    code: 'AQ',
    name: tx('akvamarínová', 'akvamarínová', 'aquamarine'),
    hex: '#5fb7c9',
    transparent: true,
  },
} satisfies Record<string, Colour>;

export type ColourKey = keyof typeof colours;

export function colour(key: ColourKey): Colour {
  return colours[key];
}
