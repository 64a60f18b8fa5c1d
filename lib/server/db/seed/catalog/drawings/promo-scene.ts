import { type Draw, type Palette, contactShadow, drawingDefs, stops } from './kit';

/** One product drawing placed on a promotion image: its 800 × 800 box scaled to `size`, left top at x, y. */
export interface PromoObject {
  draw: Draw;
  palette: Palette;
  x: number;
  y: number;
  size: number;
}

export interface PromoSceneOptions {
  width: number;
  height: number;
  /** The wall's colour at the top and the floor's at the bottom. */
  colours: [string, string];
  /** Drawn in this order: the ones behind first. */
  objects: PromoObject[];
}

/**
 * Each drawing names its gradients `cyl`, `top`… after its own palette; two drawings with different
 * palettes in one image need their own names.
 */
function scoped(svg: string, prefix: string): string {
  return svg.replace(/id="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`);
}

function placed(object: PromoObject, index: number): string {
  const drawing = object.draw(object.palette);
  const content = `<defs>${drawingDefs(object.palette)}</defs>${contactShadow(drawing)}${drawing.body}`;
  return (
    `<g transform="translate(${object.x} ${object.y}) scale(${object.size / 800})">` +
    `${scoped(content, `o${index}-`)}</g>`
  );
}

/**
 * A wide studio shot for slides and banners: a coloured wall, a lighter floor line and a few products
 * on the right, leaving the left part calm for the text laid over it.
 */
export function promoScene({ width, height, colours, objects }: PromoSceneOptions): string {
  const [wall, floor] = colours;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">` +
    '<defs>' +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, wall],
      [0.7, wall],
      [1, floor],
    ])}</linearGradient>` +
    `<radialGradient id="light" cx="0.7" cy="0.35" r="0.6">${stops([
      [0, '#ffffff', 0.75],
      [1, '#ffffff', 0],
    ])}</radialGradient>` +
    '</defs>' +
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<rect width="${width}" height="${height}" fill="url(#light)"/>` +
    objects.map(placed).join('') +
    '</svg>'
  );
}
