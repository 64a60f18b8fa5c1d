import { type Draw, type Palette, box, ellipse, fixed, outline, path, rect } from './kit';
import { flat } from './tableware';

function roll(cx: number, bottom: number, width: number, height: number, core: number, p: Palette): string {
  const rx = width / 2;
  const ry = width * 0.2;
  const top = bottom - height;
  return (
    path(
      `M${cx - rx},${top} L${cx - rx},${bottom} A${rx},${ry} 0 0 0 ${cx + rx},${bottom} L${cx + rx},${top} Z`,
      `fill="url(#cyl)" ${outline(p, 0.3, 2)}`,
    ) +
    ellipse(cx, top, rx, ry, `fill="${p.lighter}" ${outline(p, 0.3, 2)}`) +
    ellipse(cx, top, core, core * 0.4, `fill="${fixed.kraft.base}"`) +
    ellipse(cx, top + 1, core * 0.78, core * 0.3, `fill="${fixed.kraft.darker}"`)
  );
}

const toiletRolls: Draw = (p) => ({
  body: roll(320, 520, 170, 180, 30, p) + roll(480, 520, 170, 180, 30, p) + roll(400, 625, 170, 180, 30, p),
  shadow: { cx: 400, cy: 630, rx: 220, ry: 34 },
});

const jumboRoll: Draw = (p) => ({
  body: roll(400, 610, 360, 200, 46, p),
  shadow: { cx: 400, cy: 640, rx: 200, ry: 34 },
});

const towelPack: Draw = (p) => ({
  body:
    box(230, 360, 340, 260, 170, p) +
    Array.from({ length: 14 }, (_, i) =>
      path(
        `M232,${372 + i * 17.5} L568,${372 + i * 17.5}`,
        `stroke="${p.dark}" stroke-opacity="0.35" stroke-width="2"`,
      ),
    ).join('') +
    rect(360, 355, 80, 268, 0, 'fill="#2f6fa0" fill-opacity="0.85"') +
    path('M360,358 L407,318 L487,318 L440,358 Z', 'fill="#3f8fc9" fill-opacity="0.85"'),
  shadow: { cx: 440, cy: 626, rx: 230, ry: 30 },
});

const napkinStack: Draw = (p) => ({
  body:
    box(230, 500, 340, 90, 300, p) +
    Array.from({ length: 8 }, (_, i) =>
      path(
        `M231,${508 + i * 10} L569,${508 + i * 10}`,
        `stroke="${p.dark}" stroke-opacity="0.35" stroke-width="2"`,
      ),
    ).join('') +
    path('M230,500 L395,365', `stroke="${p.dark}" stroke-opacity="0.35" stroke-width="3"`),
  shadow: { cx: 470, cy: 596, rx: 250, ry: 36 },
});

const rollDispenser: Draw = (p) => ({
  body: [
    rect(230, 190, 340, 420, 20, 'fill="#e9e6e1" stroke="#cfcac3" stroke-width="2"'),
    path(
      'M260,240 L540,240 Q560,240 560,260 L560,520 Q560,600 400,600 Q240,600 240,520 L240,260 Q240,240 ' +
        '260,240 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    '<circle cx="400" cy="420" r="110" fill="#2b2f35" fill-opacity="0.16"/>',
    '<circle cx="400" cy="420" r="92" fill="#f7f7f5"/>',
    [70, 50, 30]
      .map((r) => `<circle cx="400" cy="420" r="${r}" fill="none" stroke="#d8d6d1" stroke-width="2"/>`)
      .join(''),
    `<circle cx="400" cy="420" r="18" fill="${fixed.kraft.base}"/>`,
    path('M370,600 L430,600 L428,640 L372,640 Z', 'fill="#f7f7f5" stroke="#d8d6d1"'),
  ].join(''),
  shadow: { cx: 400, cy: 650, rx: 170, ry: 16 },
});

const towelDispenser: Draw = (p) => ({
  body: [
    rect(250, 150, 300, 480, 20, 'fill="#e9e6e1" stroke="#cfcac3" stroke-width="2"'),
    path(
      'M290,180 L510,180 Q530,180 530,200 L530,540 Q530,570 500,570 L300,570 Q270,570 270,540 L270,200 ' +
        'Q270,180 290,180 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    rect(330, 240, 140, 40, 8, 'fill="#2b2f35" fill-opacity="0.2"'),
    rect(340, 250, 120, 20, 4, 'fill="#f7f7f5"'),
    path('M330,570 L470,570 L462,640 L338,640 Z', 'fill="#f7f7f5" stroke="#d8d6d1" stroke-width="2"'),
    `<circle cx="400" cy="500" r="12" fill="${p.darker}"/>`,
  ].join(''),
  shadow: { cx: 400, cy: 650, rx: 160, ry: 16 },
});

const bin: Draw = (p) => ({
  body: [
    path('M290,300 L290,610 A110,26 0 0 0 510,610 L510,300 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    path('M284,300 Q400,236 516,300 A116,28 0 0 1 284,300 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    rect(380, 250, 40, 16, 6, `fill="${p.darker}"`),
    path('M350,620 L450,620 L460,650 L340,650 Z', 'fill="#3a3d42"'),
    path(
      'M310,320 L310,600',
      'stroke="#ffffff" stroke-opacity="0.5" stroke-width="12" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 650, rx: 150, ry: 26 },
});

const gloveBox: Draw = (p) => ({
  body: [
    path(
      'M395,420 C380,350 370,300 372,250 C374,230 392,230 394,250 L400,310 L404,210 C406,188 426,188 ' +
        '426,210 L426,300 ' +
        'L440,220 C444,200 462,204 460,224 L452,310 L470,250 C476,232 494,238 490,256 L468,340 C462,380 ' +
        '450,410 440,430 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    box(230, 430, 340, 180, 150, fixed.white),
    ellipse(440, 380, 80, 20, 'fill="#c9c9c4"'),
    rect(260, 470, 120, 50, 8, `fill="${p.base}" fill-opacity="0.8"`),
  ].join(''),
  shadow: { cx: 440, cy: 614, rx: 220, ry: 30 },
});

const firstAid: Draw = (p) => {
  const cross = p.base === fixed.white.base || p.base === '#f6f5f1' ? '#c8312f' : '#ffffff';
  return {
    body: [
      path(
        'M340,300 L340,260 Q340,240 360,240 L440,240 Q460,240 460,260 L460,300',
        'fill="none" stroke="#3a3d42" stroke-width="16"',
      ),
      box(220, 320, 360, 290, 110, p),
      rect(365, 390, 70, 170, 6, `fill="${cross}"`),
      rect(315, 440, 170, 70, 6, `fill="${cross}"`),
    ].join(''),
    shadow: { cx: 430, cy: 614, rx: 230, ry: 30 },
  };
};

const bucket: Draw = (p) => ({
  body: [
    path('M250,330 C250,200 550,200 550,330', 'fill="none" stroke="#6b7078" stroke-width="8"'),
    path('M250,340 L290,620 Q400,650 510,620 L550,340 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    ellipse(400, 340, 150, 36, `fill="${p.darker}"`),
    path('M300,300 L500,300 L490,420 L310,420 Z', `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    Array.from({ length: 6 }, (_, i) =>
      path(`M${325 + i * 30},320 L${328 + i * 28},400`, `stroke="${p.darker}" stroke-width="6"`),
    ).join(''),
    path('M470,300 L520,200', 'stroke="#3a3d42" stroke-width="14" stroke-linecap="round"'),
  ].join(''),
  shadow: { cx: 400, cy: 640, rx: 170, ry: 26 },
});

const mop: Draw = (p) => ({
  body: [
    path('M430,140 L400,520', 'stroke="url(#steel)" stroke-width="16" stroke-linecap="round"'),
    flat(
      400,
      560,
      16,
      (fill, extra) => `<rect x="-250" y="-70" width="500" height="140" rx="40" fill="${fill}" ${extra}/>`,
      p,
      'url(#cyl)',
    ),
    path('M380,520 L420,520 L430,545 L370,545 Z', 'fill="#3a3d42"'),
  ].join(''),
  shadow: { cx: 400, cy: 600, rx: 260, ry: 30 },
});

const sponge: Draw = (p) => ({
  body:
    box(250, 440, 300, 110, 150, p) +
    box(250, 400, 300, 40, 150, { ...p, lighter: '#4f9b60', dark: '#1f5a2e' }, '#2f7d43'),
  shadow: { cx: 440, cy: 556, rx: 220, ry: 30 },
});

const paperCup: Draw = (p) => ({
  body: [
    path('M275,250 L325,610 Q400,628 475,610 L525,250 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    path(
      'M292,380 L310,500 Q400,516 490,500 L508,380 Q400,396 292,380 Z',
      `fill="${p.darker}" fill-opacity="0.35"`,
    ),
    ellipse(400, 250, 126, 28, `fill="${p.dark}"`),
    ellipse(400, 250, 126, 28, `fill="none" stroke="${p.lighter}" stroke-width="8"`),
    path(
      'M300,280 L338,590',
      'stroke="#ffffff" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 618, rx: 110, ry: 24 },
});

const plaCup: Draw = (p) => {
  const shape = 'M285,300 L330,620 Q400,634 470,620 L515,300 Z';
  return {
    body: [
      path('M430,120 L405,420', 'stroke="#2f7d43" stroke-width="16" stroke-linecap="round"'),
      `<clipPath id="plac"><path d="${shape}"/></clipPath>`,
      '<g clip-path="url(#plac)"><rect x="0" y="360" width="800" height="300" fill="#e98a3a" ' +
        'fill-opacity="0.85"/></g>',
      path(shape, `fill="url(#glass)" ${outline(p, 0.5, 2)}`),
      path('M280,300 Q400,190 520,300 Z', `fill="url(#glass)" ${outline(p, 0.5, 2)}`),
      ellipse(400, 300, 120, 24, `fill="none" ${outline(p, 0.6, 4)}`),
      path(
        'M305,330 L340,600',
        'stroke="#ffffff" stroke-opacity="0.7" stroke-width="9" stroke-linecap="round"',
      ),
    ].join(''),
    shadow: { cx: 400, cy: 628, rx: 110, ry: 24 },
  };
};

const cupLid: Draw = (p) => ({
  body: [
    ellipse(400, 470, 230, 86, `fill="${p.darker}"`),
    ellipse(400, 455, 230, 86, `fill="url(#top)" ${outline(p, 0.4, 2)}`),
    ellipse(400, 440, 170, 60, `fill="${p.base}" ${outline(p, 0.35, 2)}`),
    ellipse(400, 425, 150, 50, `fill="url(#top)" ${outline(p, 0.3, 2)}`),
    ellipse(470, 405, 26, 9, `fill="${p.darker}"`),
  ].join(''),
  shadow: { cx: 400, cy: 500, rx: 240, ry: 50 },
});

const straws: Draw = (p) => ({
  body: [
    [
      [340, 590, 250, 170],
      [375, 590, 340, 150],
      [410, 590, 430, 140],
      [445, 590, 520, 160],
      [475, 590, 590, 190],
    ]
      .map(
        ([x1, y1, x2, y2]) =>
          path(`M${x1},${y1} L${x2},${y2}`, `stroke="${p.base}" stroke-width="24" stroke-linecap="round"`) +
          path(
            `M${x1},${y1} L${x2},${y2}`,
            'stroke="#ffffff" stroke-opacity="0.85" stroke-width="24" stroke-dasharray="16 16"',
          ) +
          path(
            `M${x1},${y1} L${x2},${y2}`,
            `stroke="${p.edge}" stroke-opacity="0.2" stroke-width="26" fill="none"`,
          ),
      )
      .join(''),
    rect(
      300,
      500,
      220,
      110,
      10,
      `fill="${fixed.kraft.base}" stroke="${fixed.kraft.darker}" stroke-opacity="0.4"`,
    ),
  ].join(''),
  shadow: { cx: 410, cy: 626, rx: 170, ry: 24 },
});

const foodBox: Draw = (p) => ({
  body: [
    path('M230,420 L570,420 L540,620 L260,620 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    path('M570,420 L650,370 L620,560 L540,620 Z', `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    path('M230,420 L310,370 L650,370 L570,420 Z', `fill="${p.light}" ${outline(p, 0.4, 2)}`),
    path('M230,420 L270,330 L350,290 L310,370 Z', `fill="${p.lighter}" ${outline(p, 0.4, 2)}`),
    path('M570,420 L610,330 L690,290 L650,370 Z', `fill="${p.lighter}" ${outline(p, 0.4, 2)}`),
  ].join(''),
  shadow: { cx: 430, cy: 624, rx: 230, ry: 28 },
});

const mealBox: Draw = (p) => ({
  body: [
    path('M172,402 L236,236 L564,236 L628,402 Z', `fill="${p.light}" ${outline(p, 0.35, 2)}`),
    flat(
      400,
      470,
      40,
      (fill, extra) =>
        `<rect x="-230" y="-170" width="460" height="340" rx="30" fill="${fill}" ${extra}/>` +
        (extra ? `<path d="M-200,20 H200 M0,20 V150" stroke="${p.dark}" stroke-width="14"/>` : ''),
      p,
    ),
  ].join(''),
  shadow: { cx: 400, cy: 560, rx: 260, ry: 40 },
});

const pizzaBox: Draw = (p) => ({
  body:
    box(200, 470, 380, 70, 330, p) +
    path('M200,470 L380,320', `stroke="${p.dark}" stroke-opacity="0.4" stroke-width="3"`) +
    `<circle cx="485" cy="395" r="48" fill="none" stroke="${p.darker}" stroke-opacity="0.35" ` +
    `stroke-width="6"/>`,
  shadow: { cx: 470, cy: 548, rx: 280, ry: 36 },
});

const carrierBag: Draw = (p) => ({
  body: [
    path('M330,300 C330,190 450,190 450,300', `fill="none" stroke="${p.darker}" stroke-width="12"`),
    path('M270,300 L530,300 L545,630 L255,630 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    path('M530,300 L600,280 L610,600 L545,630 Z', `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    path('M350,300 C350,210 470,210 470,300', `fill="none" stroke="${p.dark}" stroke-width="12"`),
    path('M270,330 L530,330', `stroke="${p.darker}" stroke-opacity="0.3" stroke-width="3"`),
  ].join(''),
  shadow: { cx: 430, cy: 632, rx: 200, ry: 24 },
});

const paperSack: Draw = (p) => ({
  body: [
    path(
      'M310,230 L330,212 L350,230 L370,212 L390,230 L410,212 L430,230 L450,212 L470,230 L490,212 ' +
        'L500,230 L500,620 ' +
        'L300,620 L300,230 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    path('M500,230 L540,250 L540,605 L500,620 Z', `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    rect(340, 330, 120, 170, 12, 'fill="#e3eef2" fill-opacity="0.75" stroke="#b9c7cc"'),
    ellipse(400, 430, 44, 50, 'fill="#c9974f" fill-opacity="0.75"'),
  ].join(''),
  shadow: { cx: 420, cy: 624, rx: 150, ry: 22 },
});

export const paperDrawings = {
  'toilet-rolls': toiletRolls,
  'jumbo-roll': jumboRoll,
  'towel-pack': towelPack,
  'napkin-stack': napkinStack,
  'roll-dispenser': rollDispenser,
  'towel-dispenser': towelDispenser,
  bin,
  'glove-box': gloveBox,
  'first-aid': firstAid,
  bucket,
  mop,
  sponge,
  'paper-cup': paperCup,
  'pla-cup': plaCup,
  'cup-lid': cupLid,
  straws,
  'food-box': foodBox,
  'meal-box': mealBox,
  'pizza-box': pizzaBox,
  'carrier-bag': carrierBag,
  'paper-sack': paperSack,
} satisfies Record<string, Draw>;
