/** Shading colours derived from one base colour. */
export interface Palette {
  base: string;
  light: string;
  lighter: string;
  dark: string;
  darker: string;
  /** Outline colour; visible even on white objects. */
  edge: string;
  transparent: boolean;
}

/** What a drawing contributes to the 800 × 800 scene: its shapes and the shadow under them. */
export interface Drawing {
  body: string;
  shadow: { cx: number; cy: number; rx: number; ry: number };
}

export type Draw = (palette: Palette) => Drawing;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return (
    '#' +
    a
      .map((channel, index) => {
        const mixed = Math.round(channel + ((b[index] ?? 0) - channel) * amount);
        return mixed.toString(16).padStart(2, '0');
      })
      .join('')
  );
}

export function palette(hex: string, transparent = false): Palette {
  return {
    base: hex,
    light: mix(hex, '#ffffff', 0.4),
    lighter: mix(hex, '#ffffff', 0.7),
    dark: mix(hex, '#000000', 0.22),
    darker: mix(hex, '#000000', 0.42),
    edge: mix(hex, '#4a4f57', 0.6),
    transparent,
  };
}

/** Fixed colours of parts that do not follow the product colour. */
export const fixed = {
  steel: palette('#c3c8cd'),
  black: palette('#2b2d31'),
  wood: palette('#b98a57'),
  white: palette('#f4f4f2'),
  glass: palette('#dfeef3', true),
  kraft: palette('#c9a77c'),
};

export function stops(list: [number, string, number?][]): string {
  return list
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" ` +
        `stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/** Shared gradients: `cyl` (round body lit from the left), `vert`, `top`, `metal` and fixed materials. */
function gradients(p: Palette): string {
  const s = fixed.steel;
  const glassTint = p.transparent ? p.base : fixed.glass.base;
  return [
    `<linearGradient id="cyl" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, p.dark],
      [0.2, p.base],
      [0.38, p.lighter],
      [0.55, p.base],
      [0.85, p.dark],
      [1, p.darker],
    ])}</linearGradient>`,
    `<linearGradient id="vert" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, p.light],
      [0.6, p.base],
      [1, p.dark],
    ])}</linearGradient>`,
    `<radialGradient id="top" cx="0.42" cy="0.38" r="0.7">${stops([
      [0, p.lighter],
      [0.6, p.base],
      [1, p.dark],
    ])}</radialGradient>`,
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, p.darker],
      [0.28, p.lighter],
      [0.5, p.base],
      [0.72, p.light],
      [1, p.dark],
    ])}</linearGradient>`,
    `<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, s.dark],
      [0.2, s.base],
      [0.4, s.lighter],
      [0.6, s.base],
      [0.9, s.dark],
      [1, s.darker],
    ])}</linearGradient>`,
    `<linearGradient id="steelV" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, s.lighter],
      [0.5, s.base],
      [1, s.dark],
    ])}</linearGradient>`,
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, glassTint, 0.55],
      [0.3, glassTint, 0.18],
      [0.7, glassTint, 0.3],
      [1, mix(glassTint, '#000000', 0.3), 0.6],
    ])}</linearGradient>`,
    `<linearGradient id="wood" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, fixed.wood.dark],
      [0.4, fixed.wood.light],
      [1, fixed.wood.dark],
    ])}</linearGradient>`,
    `<linearGradient id="darkglass" x1="0" y1="0" x2="1" y2="1">${stops([
      [0, '#5b6470'],
      [0.45, '#262a30'],
      [1, '#3a4048'],
    ])}</linearGradient>`,
    `<linearGradient id="shine" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, '#ffffff', 0],
      [0.5, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ])}</linearGradient>`,
  ].join('');
}

export interface SceneOptions {
  size: number;
  /** The same drawing three times, as a group shot. */
  group?: boolean;
}

/** Blurs of the contact shadow (`soft`) and of reflections (`blur4`). */
const filters =
  '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur ' +
  'stdDeviation="14"/></filter>' +
  '<filter id="blur4" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur ' +
  'stdDeviation="4"/></filter>';

/** The definitions a drawing's shapes refer to: the filters and the gradients of its palette. */
export function drawingDefs(p: Palette): string {
  return filters + gradients(p);
}

/** The soft shadow an object casts on the floor. */
export function contactShadow(drawing: Drawing): string {
  const { cx, cy, rx, ry } = drawing.shadow;
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3b342c" ` +
    `opacity="0.24" filter="url(#soft)"/>`
  );
}

/** The photo studio: a light sweep background, a soft light spot, a blurred contact shadow and the object. */
export function scene(draw: Draw, p: Palette, options: SceneOptions): string {
  const drawing = draw(p);
  const { cy } = drawing.shadow;
  let content: string;
  if (options.group) {
    // Scaled about the middle of the object, the two rear copies a little higher than the front one.
    const middleY = (cy + 300) / 2;
    const copy = (dx: number, dy: number, scale: number) =>
      `<g transform="translate(${dx + 400 * (1 - scale)} ${dy + middleY * (1 - scale)}) scale(${scale})">` +
      `${contactShadow(drawing)}${drawing.body}</g>`;
    content = copy(-165, -45, 0.6) + copy(165, -45, 0.6) + copy(0, 45, 0.68);
  } else {
    content = contactShadow(drawing) + drawing.body;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.size}" height="${options.size}" ` +
    `viewBox="0 0 800 800">` +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#fbfaf8'],
      [0.62, '#f2f0ec'],
      [1, '#e5e2dd'],
    ])}</linearGradient>` +
    `<radialGradient id="spot" cx="0.5" cy="0.42" r="0.55">${stops([
      [0, '#ffffff', 0.85],
      [1, '#ffffff', 0],
    ])}</radialGradient>` +
    drawingDefs(p) +
    '</defs>' +
    '<rect width="800" height="800" fill="url(#bg)"/><rect width="800" height="800" fill="url(#spot)"/>' +
    content +
    '</svg>'
  );
}

/** A few reusable shapes. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: string): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" ${attrs}/>`;
}

export function rect(x: number, y: number, w: number, h: number, r: number, attrs: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" ${attrs}/>`;
}

export function path(d: string, attrs: string): string {
  return `<path d="${d}" ${attrs}/>`;
}

/** An upright cylinder (pots, mugs, rolls, bins) with its top opening or lid ellipse. */
export function cylinder(
  cx: number,
  top: number,
  width: number,
  height: number,
  fill: string,
  p: Palette,
): string {
  const rx = width / 2;
  const ry = width * 0.12;
  return path(
    `M${cx - rx},${top} L${cx - rx},${top + height} A${rx},${ry} 0 0 0 ${cx + rx},${top + height} ` +
      `L${cx + rx},${top} Z`,
    `fill="${fill}" stroke="${p.edge}" stroke-opacity="0.35" stroke-width="2"`,
  );
}

/** A box in three-quarter view: front face, right side and top. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  p: Palette,
  front = 'url(#vert)',
): string {
  const dx = depth * 0.55;
  const dy = depth * 0.45;
  return [
    path(
      `M${x},${y} L${x + dx},${y - dy} L${x + w + dx},${y - dy} L${x + w},${y} Z`,
      `fill="${p.lighter}" stroke="${p.edge}" stroke-opacity="0.3" stroke-width="2"`,
    ),
    path(
      `M${x + w},${y} L${x + w + dx},${y - dy} L${x + w + dx},${y + h - dy} L${x + w},${y + h} Z`,
      `fill="${p.dark}" stroke="${p.edge}" stroke-opacity="0.3" stroke-width="2"`,
    ),
    rect(x, y, w, h, 0, `fill="${front}" stroke="${p.edge}" stroke-opacity="0.3" stroke-width="2"`),
  ].join('');
}

export const outline = (p: Palette, opacity = 0.4, width = 2) =>
  `stroke="${p.edge}" stroke-opacity="${opacity}" stroke-width="${width}"`;
