import { type Draw, type Palette, ellipse, outline, path } from './kit';

const liquids = {
  red: { colour: '#6e1526', opacity: 0.85 },
  white: { colour: '#e6cf78', opacity: 0.55 },
  sparkling: { colour: '#efd98a', opacity: 0.6 },
  beer: { colour: '#d8962b', opacity: 0.85 },
  tea: { colour: '#a8541c', opacity: 0.7 },
  water: { colour: '#bfe0ea', opacity: 0.35 },
} as const;

type Liquid = keyof typeof liquids;

function glassAttrs(p: Palette): string {
  return `fill="url(#glass)" ${outline(p, 0.55, 2.5)}`;
}

function highlight(d: string): string {
  return path(d, 'fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="9" stroke-linecap="round"');
}

/** Liquid inside a vessel: the vessel outline clips a rectangle from the fill level down. */
function liquid(id: string, shape: string, level: number, kind: Liquid | undefined, foam = false): string {
  if (!kind) return '';
  const { colour, opacity } = liquids[kind];
  return (
    `<clipPath id="${id}"><path d="${shape}"/></clipPath>` +
    `<g clip-path="url(#${id})"><rect x="0" y="${level}" width="800" height="800" fill="${colour}" ` +
    `fill-opacity="${opacity}"/>` +
    (foam ? `<rect x="0" y="${level - 34}" width="800" height="40" fill="#fbf6ea"/>` : '') +
    '</g>'
  );
}

interface Stemware {
  top: number;
  rim: number;
  belly: number;
  height: number;
  footY: number;
  foot: number;
  liquid?: Liquid;
  level?: number;
}

function stemware(s: Stemware): Draw {
  return (p) => {
    const h = s.height;
    const bowl =
      `M${400 - s.rim},${s.top} C${400 - s.rim - (s.belly - s.rim) * 0.9},${s.top + h * 0.35} ` +
      `${400 - s.belly},${s.top + h * 0.75} ${400 - s.belly * 0.55},${s.top + h * 0.93} ` +
      `Q400,${s.top + h * 1.03} ` +
      `${400 + s.belly * 0.55},${s.top + h * 0.93} C${400 + s.belly},${s.top + h * 0.75} ` +
      `${400 + s.rim + (s.belly - s.rim) * 0.9},${s.top + h * 0.35} ${400 + s.rim},${s.top} Z`;
    return {
      body: [
        ellipse(400, s.footY, s.foot, s.foot * 0.22, glassAttrs(p)),
        path(
          `M394,${s.top + h * 0.98} L394,${s.footY} L406,${s.footY} L406,${s.top + h * 0.98} Z`,
          glassAttrs(p),
        ),
        liquid(
          `liq${s.top}${s.rim}`,
          bowl,
          s.top + h * (s.level ?? 0.55),
          s.liquid,
          s.liquid === 'sparkling',
        ),
        path(bowl, glassAttrs(p)),
        ellipse(400, s.top, s.rim, s.rim * 0.17, `fill="none" ${outline(p, 0.55, 2.5)}`),
        highlight(
          `M${400 - s.belly * 0.72},${s.top + h * 0.3} C${400 - s.belly * 0.85},${s.top + h * 0.6} ` +
            `${400 - s.belly * 0.7},${s.top + h * 0.8} ${400 - s.belly * 0.5},${s.top + h * 0.88}`,
        ),
      ].join(''),
      shadow: { cx: 400, cy: s.footY + 4, rx: s.foot * 1.1, ry: 22 },
    };
  };
}

interface Tumbler {
  top: number;
  bottom: number;
  topHalf: number;
  bottomHalf: number;
  base: number;
  liquid?: Liquid;
  level?: number;
  foam?: boolean;
  handle?: boolean;
  layers?: boolean;
  inner?: boolean;
}

function tumbler(t: Tumbler): Draw {
  return (p) => {
    const r = 18;
    const shape =
      `M${400 - t.topHalf},${t.top} L${400 - t.bottomHalf},${t.bottom - r} ` +
      `Q${400 - t.bottomHalf},${t.bottom} ${400 - t.bottomHalf + r},${t.bottom} ` +
      `L${400 + t.bottomHalf - r},${t.bottom} ` +
      `Q${400 + t.bottomHalf},${t.bottom} ${400 + t.bottomHalf},${t.bottom - r} ` +
      `L${400 + t.topHalf},${t.top} Z`;
    const height = t.bottom - t.top;
    const handle = t.handle
      ? path(
          `M${400 + t.topHalf - 6},${t.top + height * 0.2} ` +
            `C${400 + t.topHalf + 110},${t.top + height * 0.18} ` +
            `${400 + t.topHalf + 110},${t.top + height * 0.8} ${400 + t.bottomHalf},${t.top + height * 0.78}`,
          `fill="none" stroke="${p.edge}" stroke-opacity="0.45" stroke-width="30" stroke-linecap="round"`,
        ) +
        path(
          `M${400 + t.topHalf - 6},${t.top + height * 0.2} ` +
            `C${400 + t.topHalf + 100},${t.top + height * 0.2} ` +
            `${400 + t.topHalf + 100},${t.top + height * 0.78} ` +
            `${400 + t.bottomHalf},${t.top + height * 0.78}`,
          'fill="none" stroke="#eef6f8" stroke-width="20" stroke-linecap="round"',
        )
      : '';
    const inset = 22;
    const innerShape =
      `M${400 - t.topHalf + inset},${t.top + 6} L${400 - t.bottomHalf + inset},${t.bottom - 60} ` +
      `Q400,${t.bottom - 40} ${400 + t.bottomHalf - inset},${t.bottom - 60} ` +
      `L${400 + t.topHalf - inset},${t.top + 6} Z`;
    const layers = t.layers
      ? `<clipPath id="lat${t.top}"><path d="${shape}"/></clipPath><g clip-path="url(#lat${t.top})">` +
        `<rect x="0" y="${t.top + height * 0.18}" width="800" height="${height * 0.2}" fill="#f6efe3"/>` +
        `<rect x="0" y="${t.top + height * 0.38}" width="800" height="${height * 0.22}" fill="#b07a46" ` +
        `fill-opacity="0.9"/>` +
        `<rect x="0" y="${t.top + height * 0.6}" width="800" height="${height}" fill="#efe4d2"/></g>`
      : '';
    return {
      body: [
        handle,
        t.inner
          ? liquid(`inn${t.top}`, innerShape, t.top + height * 0.3, 'tea')
          : liquid(`tum${t.top}${t.topHalf}`, shape, t.top + height * (t.level ?? 0.35), t.liquid, t.foam),
        layers,
        path(shape, glassAttrs(p)),
        t.inner ? path(innerShape, `fill="none" ${outline(p, 0.4, 2)}`) : '',
        ellipse(
          400,
          t.bottom - t.base / 2,
          t.bottomHalf - 6,
          t.base / 2,
          `fill="${p.base}" fill-opacity="0.35"`,
        ),
        ellipse(400, t.top, t.topHalf, t.topHalf * 0.17, `fill="none" ${outline(p, 0.55, 2.5)}`),
        highlight(
          `M${400 - t.topHalf * 0.8},${t.top + height * 0.12} ` +
            `L${400 - t.bottomHalf * 0.78},${t.bottom - height * 0.15}`,
        ),
      ].join(''),
      shadow: { cx: 400, cy: t.bottom + 4, rx: t.bottomHalf * 1.3, ry: 24 },
    };
  };
}

const carafe: Draw = (p) => {
  const shape =
    'M362,170 L438,170 L436,300 C520,360 560,430 560,500 C560,590 500,625 400,625 ' +
    'C300,625 240,590 240,500 C240,430 280,360 364,300 Z';
  return {
    body:
      liquid('carafe', shape, 420, 'water') +
      path(shape, glassAttrs(p)) +
      ellipse(400, 170, 38, 8, `fill="none" ${outline(p, 0.55, 2.5)}`) +
      highlight('M280,470 C275,540 300,585 340,600'),
    shadow: { cx: 400, cy: 628, rx: 170, ry: 28 },
  };
};

const decanter: Draw = (p) => {
  const shape =
    'M378,150 L422,150 L420,420 C520,450 600,500 600,560 C600,615 520,632 400,632 ' +
    'C280,632 200,615 200,560 C200,500 280,450 380,420 Z';
  return {
    body:
      liquid('decanter', shape, 530, 'red') +
      path(shape, glassAttrs(p)) +
      ellipse(400, 150, 24, 6, `fill="none" ${outline(p, 0.55, 2.5)}`) +
      highlight('M235,560 C240,595 290,612 330,616'),
    shadow: { cx: 400, cy: 634, rx: 220, ry: 28 },
  };
};

const waterBottle: Draw = (p) => {
  const shape =
    'M370,220 L430,220 L432,290 C490,320 500,350 500,400 L500,600 Q500,630 470,630 L330,630 ' +
    'Q300,630 300,600 L300,400 C300,350 310,320 368,290 Z';
  return {
    body:
      liquid('bottle', shape, 330, 'water') +
      path(shape, glassAttrs(p)) +
      path('M372,222 L360,190 M428,222 L440,190', 'stroke="#8c9299" stroke-width="5"') +
      ellipse(400, 178, 40, 24, 'fill="#f3f3f1" stroke="#9aa0a6" stroke-width="2"') +
      `<rect x="372" y="182" width="56" height="14" rx="4" fill="#c8443a"/>` +
      highlight('M322,400 L322,590'),
    shadow: { cx: 400, cy: 634, rx: 130, ry: 26 },
  };
};

export const glassDrawings = {
  'glass-wine': stemware({
    top: 170,
    rim: 92,
    belly: 128,
    height: 250,
    footY: 640,
    foot: 110,
    liquid: 'white',
    level: 0.62,
  }),
  'glass-red': stemware({
    top: 160,
    rim: 100,
    belly: 160,
    height: 270,
    footY: 640,
    foot: 118,
    liquid: 'red',
    level: 0.66,
  }),
  'glass-tulip': stemware({
    top: 150,
    rim: 62,
    belly: 100,
    height: 280,
    footY: 640,
    foot: 95,
    liquid: 'sparkling',
    level: 0.45,
  }),
  flute: stemware({
    top: 120,
    rim: 52,
    belly: 62,
    height: 330,
    footY: 640,
    foot: 90,
    liquid: 'sparkling',
    level: 0.35,
  }),
  snifter: stemware({
    top: 240,
    rim: 90,
    belly: 175,
    height: 290,
    footY: 630,
    foot: 115,
    liquid: 'tea',
    level: 0.72,
  }),
  'beer-glass': tumbler({
    top: 140,
    bottom: 630,
    topHalf: 110,
    bottomHalf: 62,
    base: 30,
    liquid: 'beer',
    level: 0.22,
    foam: true,
  }),
  tankard: tumbler({
    top: 220,
    bottom: 630,
    topHalf: 120,
    bottomHalf: 120,
    base: 36,
    liquid: 'beer',
    level: 0.3,
    foam: true,
    handle: true,
  }),
  tumbler: tumbler({
    top: 260,
    bottom: 620,
    topHalf: 125,
    bottomHalf: 105,
    base: 34,
    liquid: 'water',
    level: 0.3,
  }),
  highball: tumbler({
    top: 170,
    bottom: 630,
    topHalf: 95,
    bottomHalf: 90,
    base: 34,
    liquid: 'water',
    level: 0.25,
  }),
  'tumbler-low': tumbler({
    top: 380,
    bottom: 620,
    topHalf: 150,
    bottomHalf: 140,
    base: 44,
    liquid: 'tea',
    level: 0.55,
  }),
  shot: tumbler({ top: 430, bottom: 620, topHalf: 75, bottomHalf: 60, base: 40 }),
  'latte-glass': tumbler({ top: 150, bottom: 630, topHalf: 95, bottomHalf: 80, base: 30, layers: true }),
  'tea-glass': tumbler({
    top: 300,
    bottom: 620,
    topHalf: 115,
    bottomHalf: 100,
    base: 26,
    liquid: 'tea',
    level: 0.25,
    handle: true,
  }),
  'double-wall': tumbler({ top: 290, bottom: 620, topHalf: 130, bottomHalf: 115, base: 20, inner: true }),
  carafe,
  decanter,
  'water-bottle': waterBottle,
} satisfies Record<string, Draw>;
