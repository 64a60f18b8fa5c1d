import { type Draw, type Palette, box, ellipse, fixed, outline, path, rect } from './kit';

function feet(xs: number[], y: number): string {
  return xs.map((x) => rect(x - 9, y, 18, 22, 3, 'fill="#3a3d42"')).join('');
}

function knob(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#2b2d31"/>` +
    `<circle cx="${cx - r * 0.25}" cy="${cy - r * 0.25}" r="${r * 0.35}" fill="#6b7078"/>`
  );
}

function display(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, 4, 'fill="#1d2126"') +
    rect(x + 6, y + 6, w * 0.5, h - 12, 2, 'fill="#4fc3a1" fill-opacity="0.8"')
  );
}

function ovenShape(panelRight: boolean, knobs: number): Draw {
  return (p) => {
    const trays = Array.from({ length: 5 }, (_, i) =>
      path(
        `M252,${310 + i * 42} L478,${310 + i * 42}`,
        'stroke="#9aa3ad" stroke-opacity="0.55" stroke-width="4"',
      ),
    ).join('');
    return {
      body: [
        feet([215, 585], 598),
        box(190, 200, 420, 400, 90, p),
        rect(212, 226, panelRight ? 300 : 376, 350, 10, `fill="${p.light}" ${outline(p, 0.4, 2)}`),
        rect(236, 262, panelRight ? 252 : 328, 278, 8, 'fill="url(#darkglass)"'),
        trays,
        path('M250,280 L320,280', 'stroke="#ffffff" stroke-opacity="0.35" stroke-width="10"'),
        panelRight
          ? display(530, 240, 62, 40) +
            Array.from({ length: knobs }, (_, i) => knob(561, 340 + i * 80, 22)).join('')
          : Array.from({ length: knobs }, (_, i) => knob(260 + i * 70, 212, 12)).join(''),
        rect(panelRight ? 500 : 586, 300, 10, 180, 5, 'fill="#2b2d31"'),
      ].join(''),
      shadow: { cx: 420, cy: 620, rx: 260, ry: 30 },
    };
  };
}

const hob: Draw = (p) => ({
  body: [
    box(200, 480, 400, 90, 300, p),
    path('M210,474 L372,352 L752,352 L590,474 Z', 'fill="#1f2227"'),
    ellipse(480, 412, 110, 44, 'fill="none" stroke="#7b8591" stroke-width="4"'),
    ellipse(480, 412, 80, 32, 'fill="none" stroke="#56606a" stroke-width="3"'),
    knob(400, 525, 20),
    display(260, 505, 80, 36),
  ].join(''),
  shadow: { cx: 460, cy: 580, rx: 300, ry: 34 },
});

const fryer: Draw = (p) => ({
  body: [
    feet([250, 540], 596),
    path('M290,300 L250,180 M470,300 L430,180', 'stroke="#2b2d31" stroke-width="16" stroke-linecap="round"'),
    box(230, 330, 340, 270, 150, p),
    path('M234,326 L310,264 L640,264 L566,326 Z', 'fill="#3a3320" fill-opacity="0.85"'),
    rect(260, 285, 150, 30, 4, 'fill="none" stroke="#9aa0a6" stroke-width="6"'),
    rect(420, 285, 150, 30, 4, 'fill="none" stroke="#9aa0a6" stroke-width="6"'),
    knob(320, 400, 22),
    knob(480, 400, 22),
    rect(260, 460, 280, 6, 3, `fill="${p.dark}"`),
  ].join(''),
  shadow: { cx: 440, cy: 615, rx: 240, ry: 30 },
});

const fridge: Draw = (p) => ({
  body: [
    feet([270, 530], 636),
    box(250, 140, 300, 500, 80, p),
    rect(262, 190, 276, 438, 6, `fill="${p.light}" ${outline(p, 0.4, 2)}`),
    rect(250, 140, 300, 44, 0, `fill="${p.dark}"`),
    display(272, 150, 70, 26),
    rect(506, 260, 12, 220, 6, 'fill="#2b2d31"'),
    path('M280,210 L280,610', 'stroke="#ffffff" stroke-opacity="0.45" stroke-width="10"'),
  ].join(''),
  shadow: { cx: 430, cy: 650, rx: 200, ry: 26 },
});

const iceMaker: Draw = (p) => ({
  body: [
    feet([270, 530], 606),
    box(250, 230, 300, 380, 110, p),
    path('M268,250 L532,250 L532,390 L268,390 Z', `fill="${p.light}" ${outline(p, 0.4, 2)}`),
    rect(300, 410, 200, 26, 13, 'fill="#2b2d31"'),
    Array.from({ length: 6 }, (_, i) =>
      rect(290, 470 + i * 20, 220, 8, 4, 'fill="#3a3d42" fill-opacity="0.7"'),
    ).join(''),
    [0, 1, 2].map((i) => rect(300 + i * 50, 300, 36, 36, 6, 'fill="#dff1f7" stroke="#a8c8d4"')).join(''),
  ].join(''),
  shadow: { cx: 430, cy: 626, rx: 220, ry: 28 },
});

function groupHead(x: number): string {
  return (
    rect(x - 30, 430, 60, 36, 6, 'fill="url(#steel)"') +
    path(`M${x - 36},470 L${x + 36},470 L${x + 30},492 L${x - 30},492 Z`, 'fill="#3a3d42"') +
    path(`M${x},480 L${x + 20},540`, 'stroke="#1f2227" stroke-width="16" stroke-linecap="round"')
  );
}

const espressoMachine: Draw = (p: Palette) => ({
  body: [
    rect(180, 560, 440, 40, 8, 'fill="url(#steel)"'),
    path('M200,300 L600,300 L620,560 L180,560 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    rect(200, 280, 400, 24, 6, 'fill="url(#steel)"'),
    [260, 330, 470, 540]
      .map((x) =>
        path(
          `M${x - 26},280 L${x + 26},280 L${x + 20},244 L${x - 20},244 Z`,
          'fill="#f4f4f2" stroke="#b5b5b0"',
        ),
      )
      .join(''),
    rect(210, 330, 380, 90, 8, 'fill="url(#steel)"'),
    display(360, 350, 80, 40),
    groupHead(300),
    groupHead(500),
    path('M610,380 L650,520', 'stroke="url(#steel)" stroke-width="10" stroke-linecap="round"'),
    rect(240, 560, 320, 12, 4, 'fill="#2b2d31" fill-opacity="0.5"'),
  ].join(''),
  shadow: { cx: 400, cy: 604, rx: 280, ry: 28 },
});

const grinder: Draw = (p) => ({
  body: [
    path(
      'M320,160 L480,160 L440,300 L360,300 Z',
      'fill="#e3eef2" fill-opacity="0.55" stroke="#9fb3bb" stroke-width="2"',
    ),
    path('M334,200 L466,200 L440,296 L360,296 Z', 'fill="#5a3520" fill-opacity="0.85"'),
    rect(330, 300, 140, 250, 14, `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    rect(300, 550, 200, 70, 12, `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    rect(360, 470, 80, 20, 4, 'fill="#2b2d31"'),
    knob(400, 360, 22),
  ].join(''),
  shadow: { cx: 400, cy: 624, rx: 140, ry: 24 },
});

const dishwasher: Draw = (p) => ({
  body: [
    feet([250, 540], 606),
    box(230, 210, 340, 400, 100, p),
    rect(230, 210, 340, 56, 0, `fill="${p.dark}"`),
    display(250, 222, 80, 32),
    [420, 470, 520].map((x) => `<circle cx="${x}" cy="238" r="10" fill="#2b2d31"/>`).join(''),
    rect(290, 290, 220, 14, 7, 'fill="#2b2d31"'),
    rect(248, 320, 304, 270, 6, `fill="none" ${outline(p, 0.35, 2)}`),
  ].join(''),
  shadow: { cx: 430, cy: 624, rx: 230, ry: 28 },
});

const hoodDishwasher: Draw = (p) => ({
  body: [
    rect(150, 470, 500, 24, 4, 'fill="url(#steel)"'),
    [170, 620].map((x) => rect(x - 8, 494, 16, 140, 3, 'fill="url(#steel)"')).join(''),
    box(270, 170, 260, 300, 120, p),
    rect(300, 380, 200, 14, 7, 'fill="#2b2d31"'),
    display(300, 200, 80, 34),
    rect(560, 100, 14, 120, 7, 'fill="url(#steel)"'),
  ].join(''),
  shadow: { cx: 420, cy: 640, rx: 270, ry: 26 },
});

const blender: Draw = (p) => ({
  body: [
    path('M360,140 Q400,120 440,140 L450,360 Q400,380 350,360 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    rect(380, 200, 40, 70, 14, 'fill="#2b2d31"'),
    rect(386, 360, 28, 180, 6, 'fill="url(#steel)"'),
    path('M350,540 L450,540 L470,620 L330,620 Z', 'fill="url(#steel)" stroke="#6b7078" stroke-opacity="0.5"'),
  ].join(''),
  shadow: { cx: 400, cy: 628, rx: 110, ry: 20 },
});

const kettle: Draw = (p) => ({
  body: [
    ellipse(400, 612, 170, 30, 'fill="#2b2d31"'),
    path('M330,280 Q400,250 470,280 L520,590 Q400,615 280,590 Z', `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
    path('M300,300 L240,300 L320,360 Z', `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    path(
      'M480,300 C600,300 610,540 515,560',
      'fill="none" stroke="#2b2d31" stroke-width="30" stroke-linecap="round"',
    ),
    ellipse(400, 276, 70, 16, `fill="${p.dark}"`),
    rect(382, 250, 36, 20, 6, 'fill="#2b2d31"'),
    path(
      'M340,320 L305,570',
      'stroke="#ffffff" stroke-opacity="0.45" stroke-width="12" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 410, cy: 630, rx: 200, ry: 26 },
});

const vacuumSealer: Draw = (p) => ({
  body:
    box(180, 450, 440, 110, 220, p) +
    path('M180,450 L301,351', `stroke="${p.darker}" stroke-width="3"`) +
    path('M210,425 L560,425', 'stroke="#2b2d31" stroke-width="10" stroke-linecap="round"') +
    display(230, 480, 100, 40) +
    [420, 480, 540].map((x) => `<circle cx="${x}" cy="500" r="14" fill="#2b2d31"/>`).join(''),
  shadow: { cx: 460, cy: 566, rx: 300, ry: 34 },
});

const priceTag: Draw = (p) => ({
  body:
    '<g transform="rotate(-18 400 420)">' +
    [
      path(
        'M260,280 L560,280 Q580,280 580,300 L580,560 Q580,580 560,580 L260,580 L170,430 Z',
        `fill="url(#cyl)" ${outline(p, 0.45, 2)}`,
      ),
      `<circle cx="230" cy="430" r="20" fill="${fixed.white.base}" ${outline(p, 0.5, 2)}/>`,
      path('M230,430 C180,380 150,320 170,250', 'fill="none" stroke="#8a7a64" stroke-width="5"'),
      `<circle cx="370" cy="370" r="40" fill="none" stroke="#ffffff" stroke-width="22"/>`,
      `<circle cx="490" cy="490" r="40" fill="none" stroke="#ffffff" stroke-width="22"/>`,
      path('M500,340 L360,520', 'stroke="#ffffff" stroke-width="24" stroke-linecap="round"'),
    ].join('') +
    '</g>',
  shadow: { cx: 400, cy: 620, rx: 220, ry: 28 },
});

export const applianceDrawings = {
  'combi-oven': ovenShape(true, 2),
  oven: ovenShape(false, 3),
  hob,
  fryer,
  fridge,
  'ice-maker': iceMaker,
  'espresso-machine': espressoMachine,
  grinder,
  dishwasher,
  'hood-dishwasher': hoodDishwasher,
  blender,
  kettle,
  'vacuum-sealer': vacuumSealer,
  'price-tag': priceTag,
} satisfies Record<string, Draw>;
