import { type Draw, type Palette, ellipse, outline, path } from './kit';

/** Flat things seen from above at an angle: top-view shapes squashed vertically, with a thickness below. */
export function flat(
  cx: number,
  cy: number,
  thickness: number,
  shape: (fill: string, extra: string) => string,
  p: Palette,
  top = 'url(#top)',
): string {
  return (
    `<g transform="translate(${cx} ${cy}) scale(1 0.42)">` +
    `<g transform="translate(0 ${thickness / 0.42})">${shape(p.darker, '')}</g>` +
    shape(top, outline(p, 0.35, 3)) +
    '</g>'
  );
}

function plateShape(deep: boolean, narrowRim: boolean): Draw {
  return (p) => {
    const cx = 400;
    const cy = 420;
    const rx = 290;
    const ry = 118;
    const well = narrowRim ? 0.78 : 0.64;
    return {
      body: [
        ellipse(cx, cy + 18, rx - 8, ry - 4, `fill="${p.darker}"`),
        ellipse(cx, cy, rx, ry, `fill="url(#top)" ${outline(p, 0.35, 2)}`),
        ellipse(
          cx,
          cy + 6,
          rx * well,
          ry * well,
          `fill="${p.dark}" fill-opacity="${deep ? 0.35 : 0.14}" ${outline(p, 0.22, 2)}`,
        ),
        deep
          ? ellipse(cx, cy + 16, rx * well * 0.72, ry * well * 0.62, `fill="${p.base}" fill-opacity="0.7"`)
          : '',
        path(
          `M${cx - rx * 0.82},${cy - ry * 0.3} A${rx * 0.9},${ry * 0.9} 0 0 1 ` +
            `${cx - rx * 0.2},${cy - ry * 0.86}`,
          'fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="7" stroke-linecap="round"',
        ),
      ].join(''),
      shadow: { cx, cy: cy + 48, rx: rx * 0.95, ry: 64 },
    };
  };
}

function bowlShape(rx: number, top: number, bottom: number, foot: number): Draw {
  return (p) => {
    const cx = 400;
    const ry = rx * 0.25;
    const fill = p.transparent ? 'url(#glass)' : 'url(#cyl)';
    return {
      body: [
        ellipse(
          cx,
          bottom,
          foot,
          foot * 0.2,
          p.transparent ? `fill="url(#glass)" ${outline(p, 0.5, 2)}` : `fill="${p.darker}"`,
        ),
        path(
          `M${cx - rx},${top} C${cx - rx + 5},${top + (bottom - top) * 0.6} ${cx - rx * 0.55},${bottom} ` +
            `${cx},${bottom} ` +
            `C${cx + rx * 0.55},${bottom} ${cx + rx - 5},${top + (bottom - top) * 0.6} ${cx + rx},${top} Z`,
          `fill="${fill}" ${outline(p, 0.35, 2)}`,
        ),
        ellipse(
          cx,
          top,
          rx,
          ry,
          `fill="${p.transparent ? p.light : p.dark}" fill-opacity="${p.transparent ? 0.35 : 1}"`,
        ),
        ellipse(
          cx,
          top + ry * 0.18,
          rx * 0.93,
          ry * 0.8,
          `fill="${p.transparent ? p.lighter : p.light}" fill-opacity="${p.transparent ? 0.3 : 1}"`,
        ),
        ellipse(
          cx,
          top + ry * 0.35,
          rx * 0.6,
          ry * 0.45,
          `fill="${p.base}" fill-opacity="${p.transparent ? 0.2 : 0.8}"`,
        ),
        ellipse(cx, top, rx, ry, `fill="none" stroke="${p.lighter}" stroke-width="4"`),
        path(
          `M${cx - rx * 0.82},${top + 30} C${cx - rx * 0.78},${top + 90} ` +
            `${cx - rx * 0.6},${bottom - 40} ${cx - rx * 0.4},${bottom - 18}`,
          'fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="9" stroke-linecap="round"',
        ),
      ].join(''),
      shadow: { cx, cy: bottom + 8, rx: rx * 0.85, ry: 36 },
    };
  };
}

const sauceBoat: Draw = (p) => ({
  body: [
    ellipse(410, 548, 95, 16, `fill="${p.darker}"`),
    path(
      'M588,420 C680,400 690,500 585,492',
      `fill="none" stroke="${p.dark}" stroke-width="26" stroke-linecap="round"`,
    ),
    path(
      'M588,420 C672,404 680,494 585,492',
      `fill="none" stroke="${p.base}" stroke-width="16" stroke-linecap="round"`,
    ),
    path(
      'M160,378 C200,392 225,402 240,412 C250,500 330,548 420,548 C515,548 585,500 600,410 Z',
      `fill="url(#cyl)" ${outline(p, 0.35, 2)}`,
    ),
    ellipse(420, 410, 180, 36, `fill="${p.dark}"`),
    ellipse(420, 414, 168, 28, `fill="${p.light}"`),
    path('M160,378 C205,386 235,398 250,412', `fill="none" stroke="${p.lighter}" stroke-width="5"`),
  ].join(''),
  shadow: { cx: 410, cy: 560, rx: 230, ry: 34 },
});

const cupAndSaucer: Draw = (p) => ({
  body: [
    ellipse(400, 582, 232, 62, `fill="${p.darker}"`),
    ellipse(400, 572, 232, 62, `fill="url(#top)" ${outline(p, 0.3, 2)}`),
    ellipse(400, 574, 135, 34, `fill="none" ${outline(p, 0.22, 2)}`),
    path(
      'M512,400 C610,385 615,505 500,505',
      `fill="none" stroke="${p.dark}" stroke-width="30" stroke-linecap="round"`,
    ),
    path(
      'M512,400 C600,390 603,500 500,505',
      `fill="none" stroke="${p.base}" stroke-width="20" stroke-linecap="round"`,
    ),
    path(
      'M278,360 C280,470 320,562 400,562 C480,562 520,470 522,360 Z',
      `fill="url(#cyl)" ${outline(p, 0.35, 2)}`,
    ),
    ellipse(400, 360, 122, 30, `fill="${p.darker}"`),
    ellipse(400, 364, 112, 24, 'fill="#6a4429"'),
    ellipse(392, 362, 84, 16, 'fill="#b78752" fill-opacity="0.85"'),
    ellipse(400, 360, 122, 30, `fill="none" stroke="${p.lighter}" stroke-width="4"`),
    path(
      'M300,390 C305,460 325,520 360,545',
      'fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 596, rx: 230, ry: 44 },
});

const mug: Draw = (p) => ({
  body: [
    path(
      'M505,380 C630,370 630,545 505,535',
      `fill="none" stroke="${p.dark}" stroke-width="40" stroke-linecap="round"`,
    ),
    path(
      'M505,380 C618,376 618,540 505,535',
      `fill="none" stroke="${p.base}" stroke-width="28" stroke-linecap="round"`,
    ),
    path('M290,320 L290,575 A110,26 0 0 0 510,575 L510,320 Z', `fill="url(#cyl)" ${outline(p, 0.35, 2)}`),
    ellipse(400, 320, 110, 26, `fill="${p.darker}"`),
    ellipse(400, 325, 100, 20, `fill="${p.dark}"`),
    ellipse(400, 320, 110, 26, `fill="none" stroke="${p.lighter}" stroke-width="4"`),
    path(
      'M312,350 L312,560',
      'fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 410, cy: 600, rx: 170, ry: 34 },
});

const tray: Draw = (p) => ({
  body: flat(
    400,
    450,
    16,
    (fill, extra) =>
      `<rect x="-300" y="-200" width="600" height="400" rx="48" fill="${fill}" ${extra}/>` +
      (extra
        ? `<rect x="-270" y="-170" width="540" height="340" rx="30" fill="none" stroke="${p.dark}" ` +
          `stroke-opacity="0.35" stroke-width="6"/>`
        : ''),
    p,
  ),
  shadow: { cx: 400, cy: 470, rx: 300, ry: 70 },
});

function tier(cy: number, rx: number, p: Palette): string {
  const ry = rx * 0.26;
  return (
    ellipse(400, cy + 10, rx - 4, ry - 2, `fill="${p.darker}"`) +
    ellipse(400, cy, rx, ry, `fill="url(#top)" ${outline(p, 0.3, 2)}`) +
    ellipse(400, cy + 2, rx * 0.7, ry * 0.66, `fill="${p.dark}" fill-opacity="0.14"`)
  );
}

const cakeStand: Draw = (p) => ({
  body: [
    tier(570, 230, p),
    '<rect x="393" y="440" width="14" height="132" fill="url(#metal)"/>',
    tier(445, 170, p),
    '<rect x="393" y="318" width="14" height="128" fill="url(#metal)"/>',
    tier(320, 118, p),
    '<rect x="393" y="240" width="14" height="82" fill="url(#metal)"/>',
    '<circle cx="400" cy="222" r="24" fill="none" stroke="url(#metal)" stroke-width="10"/>',
  ].join(''),
  shadow: { cx: 400, cy: 600, rx: 240, ry: 44 },
});

const board: Draw = (p) => ({
  body: flat(
    380,
    440,
    22,
    (fill, extra) =>
      `<path d="M-250,-150 H170 Q200,-150 210,-120 L215,-40 H300 Q325,-40 325,-15 V15 Q325,40 300,40 ` +
      `H215 L210,120 ` +
      `Q200,150 170,150 H-250 Q-280,150 -280,120 V-120 Q-280,-150 -250,-150 Z" fill="${fill}" ${extra}/>` +
      (extra
        ? `<circle cx="290" cy="0" r="12" fill="${p.darker}"/>` +
          [-90, -40, 10, 60, 105]
            .map(
              (y, i) =>
                `<path d="M-260,${y} C-150,${y - 18 + i * 4} -20,${y + 20} 190,${y - 6}" fill="none" ` +
                `stroke="${p.darker}" stroke-opacity="0.22" stroke-width="4"/>`,
            )
            .join('')
        : ''),
    p,
    'url(#cyl)',
  ),
  shadow: { cx: 400, cy: 470, rx: 300, ry: 60 },
});

function jugShape(scale: number): Draw {
  return (p) => ({
    body:
      `<g transform="translate(${400 * (1 - scale)} ${610 * (1 - scale)}) scale(${scale})">` +
      [
        path(
          'M520,330 C650,320 650,540 525,530',
          `fill="none" stroke="${p.dark}" stroke-width="36" stroke-linecap="round"`,
        ),
        path(
          'M520,330 C638,326 638,534 525,530',
          `fill="none" stroke="${p.base}" stroke-width="24" stroke-linecap="round"`,
        ),
        path(
          'M330,290 L475,290 C480,350 560,390 560,470 C560,565 500,605 400,605 C300,605 240,565 240,470 ' +
            'C240,390 320,350 330,290 Z',
          `fill="${p.transparent ? 'url(#glass)' : 'url(#cyl)'}" ${outline(p, 0.35, 2)}`,
        ),
        path('M330,290 L268,272 C288,292 305,312 322,326 Z', `fill="${p.light}" ${outline(p, 0.3, 2)}`),
        ellipse(402, 290, 73, 15, `fill="${p.darker}"`),
        ellipse(402, 290, 73, 15, `fill="none" stroke="${p.lighter}" stroke-width="4"`),
        path(
          'M275,430 C262,490 285,560 330,585',
          'fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round"',
        ),
      ].join('') +
      '</g>',
    shadow: { cx: 410, cy: 612 - (1 - scale) * 10, rx: 180 * scale, ry: 36 * scale },
  });
}

const teapot: Draw = (p) => ({
  body: [
    path(
      'M285,470 C240,455 215,395 178,352 L198,338 C245,372 268,420 310,428 Z',
      `fill="url(#cyl)" ${outline(p, 0.35, 2)}`,
    ),
    path(
      'M525,395 C650,390 650,550 525,548',
      `fill="none" stroke="${p.dark}" stroke-width="34" stroke-linecap="round"`,
    ),
    path(
      'M525,395 C638,396 638,544 525,548',
      `fill="none" stroke="${p.base}" stroke-width="22" stroke-linecap="round"`,
    ),
    path(
      'M262,430 C262,340 538,340 538,430 C566,530 505,598 400,598 C295,598 234,530 262,430 Z',
      `fill="url(#cyl)" ${outline(p, 0.35, 2)}`,
    ),
    ellipse(400, 372, 108, 24, `fill="${p.dark}"`),
    ellipse(400, 366, 100, 20, `fill="url(#top)" ${outline(p, 0.3, 2)}`),
    ellipse(400, 344, 22, 15, `fill="url(#cyl)" ${outline(p, 0.35, 2)}`),
    path(
      'M290,440 C282,500 305,555 350,578',
      'fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 410, cy: 608, rx: 200, ry: 36 },
});

export const tablewareDrawings = {
  plate: plateShape(false, false),
  'plate-deep': plateShape(true, false),
  'eco-plate': plateShape(false, true),
  bowl: bowlShape(190, 390, 580, 80),
  'bowl-large': bowlShape(260, 400, 560, 110),
  'eco-bowl': bowlShape(200, 410, 570, 95),
  'sauce-boat': sauceBoat,
  'cup-saucer': cupAndSaucer,
  mug,
  tray,
  'cake-stand': cakeStand,
  board,
  jug: jugShape(1),
  'milk-jug': jugShape(0.72),
  teapot,
} satisfies Record<string, Draw>;
