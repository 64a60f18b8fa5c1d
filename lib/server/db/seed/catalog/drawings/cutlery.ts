import { type Draw, type Palette, box, ellipse, outline, path } from './kit';
import { flat } from './tableware';

const shadowLong = { cx: 414, cy: 660, rx: 70, ry: 22 };

/** Cutlery stands upright in the picture; `fill` is the metal (or wood) gradient of the palette. */
function forkPath(): string {
  const tines = [372, 387.3, 402.7, 418]
    .map((x) => `M${x},258 L${x},156 Q${x + 5},146 ${x + 10},156 L${x + 10},258 Z`)
    .join(' ');
  return (
    'M372,250 L428,250 C428,300 414,340 408,380 L408,420 C412,480 428,560 430,620 Q430,668 400,668 ' +
    `Q370,668 370,620 C372,560 388,480 392,420 L392,380 C386,340 372,300 372,250 Z ${tines}`
  );
}

const handle =
  'M383,410 L418,410 L420,430 C424,500 430,580 430,630 Q430,668 401,668 Q372,668 372,630 ' +
  'C372,580 380,500 383,430 Z';

function shine(x: number, y1: number, y2: number): string {
  return path(
    `M${x},${y1} L${x},${y2}`,
    'stroke="#ffffff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"',
  );
}

/** Real cutlery looks sturdier than its outline at this scale; widen single pieces a little. */
function widen(body: string): string {
  return `<g transform="translate(400 0) scale(1.3 1) translate(-400 0)">${body}</g>`;
}

const fork: Draw = (p) => ({
  body: widen(path(forkPath(), `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`) + shine(386, 470, 640)),
  shadow: shadowLong,
});

const knife: Draw = (p) => ({
  body: widen(
    path(
      'M384,420 L384,175 Q386,140 404,140 Q422,150 421,210 L418,420 Z',
      `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`,
    ) +
      path(handle, `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`) +
      shine(386, 470, 640),
  ),
  shadow: shadowLong,
});

const steakKnife: Draw = (p) => {
  const teeth = Array.from({ length: 14 }, (_, i) => `L${418 - (i % 2) * 5},${182 + i * 15}`).join(' ');
  return {
    body: widen(
      [
        path(
          `M384,400 L384,200 Q388,150 410,132 Q420,150 420,175 ${teeth} L418,400 Z`,
          `fill="url(#steel)" ${outline(p, 0.5, 1.5)}`,
        ),
        path(
          'M380,398 L422,398 L424,440 C428,510 432,590 432,632 Q432,670 401,670 Q370,670 370,632 ' +
            'C370,590 374,510 378,440 Z',
          `fill="url(#cyl)" ${outline(p, 0.5, 1.5)}`,
        ),
        [470, 540, 610].map((y) => `<circle cx="401" cy="${y}" r="6" fill="url(#steel)"/>`).join(''),
      ].join(''),
    ),
    shadow: shadowLong,
  };
};

const spoon: Draw = (p) => ({
  body: widen(
    [
      path(
        'M393,280 L407,280 L408,420 C412,480 428,560 430,620 Q430,668 400,668 Q370,668 370,620 C372,560 ' +
          '388,480 392,420 Z',
        `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`,
      ),
      ellipse(400, 215, 40, 76, `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
      ellipse(396, 205, 24, 52, `fill="${p.lighter}" fill-opacity="0.5"`),
      shine(386, 470, 640),
    ].join(''),
  ),
  shadow: shadowLong,
});

const ladle: Draw = (p) => ({
  body: [
    path('M394,130 Q400,112 406,130 L409,500 L391,500 Z', `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
    path(
      'M394,130 Q370,120 372,150',
      `fill="none" stroke="${p.base}" stroke-width="10" stroke-linecap="round"`,
    ),
    path(
      'M300,500 C300,590 350,620 400,620 C450,620 500,590 500,500 Z',
      `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`,
    ),
    ellipse(400, 500, 100, 28, `fill="${p.dark}" ${outline(p, 0.5, 1.5)}`),
    ellipse(400, 504, 90, 21, `fill="${p.light}"`),
  ].join(''),
  shadow: { cx: 400, cy: 630, rx: 110, ry: 24 },
});

const cakeServer: Draw = (p) => ({
  body: [
    path('M393,150 L407,150 L409,440 L391,440 Z', `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
    path(
      'M392,430 L408,430 Q474,520 468,662 L332,662 Q326,520 392,430 Z',
      `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`,
    ),
    path(
      'M350,640 Q352,540 398,470',
      'fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="6" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 410, cy: 665, rx: 90, ry: 20 },
});

const tongs: Draw = (p) => ({
  body: [
    path(
      'M392,150 C360,300 340,480 330,640',
      `fill="none" stroke="url(#metal)" stroke-width="22" stroke-linecap="round"`,
    ),
    path(
      'M408,150 C440,300 460,480 470,640',
      `fill="none" stroke="url(#metal)" stroke-width="22" stroke-linecap="round"`,
    ),
    ellipse(400, 146, 24, 16, `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
    ellipse(330, 640, 26, 40, `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
    ellipse(470, 640, 26, 40, `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
  ].join(''),
  shadow: { cx: 400, cy: 675, rx: 120, ry: 22 },
});

function scaled(draw: Draw, dx: number, scale: number, p: Palette): string {
  return (
    `<g transform="translate(${dx + 400 * (1 - scale)} ${660 * (1 - scale)}) ` +
    `scale(${scale})">${draw(p).body}</g>`
  );
}

const cutlerySet: Draw = (p) => ({
  body: scaled(fork, -110, 0.95, p) + scaled(knife, 0, 0.95, p) + scaled(spoon, 110, 0.95, p),
  shadow: { cx: 410, cy: 660, rx: 190, ry: 24 },
});

const cutleryHolder: Draw = (p) => {
  const rods = [
    [300, 470, 285, 300],
    [350, 470, 345, 290],
    [420, 470, 430, 300],
    [480, 470, 505, 310],
    [530, 470, 560, 330],
  ];
  return {
    body: [
      rods
        .map(
          ([x1, y1, x2, y2]) =>
            path(
              `M${x1},${y1} L${x2},${y2}`,
              'stroke="url(#steel)" stroke-width="26" stroke-linecap="round"',
            ) +
            ellipse(
              x2 ?? 0,
              (y2 ?? 0) - 8,
              16,
              30,
              'fill="url(#steel)" stroke="#6b7078" stroke-opacity="0.4"',
            ),
        )
        .join(''),
      box(250, 440, 320, 190, 90, p),
      [330, 410, 490]
        .map((x) =>
          path(`M${x},440 L${x + 50},400`, `stroke="${p.edge}" stroke-opacity="0.4" stroke-width="3"`),
        )
        .join(''),
    ].join(''),
    shadow: { cx: 430, cy: 630, rx: 200, ry: 34 },
  };
};

const chefKnife: Draw = (p) => ({
  body:
    '<g transform="rotate(-14 400 420)">' +
    [
      path(
        'M120,420 Q300,360 470,365 L470,455 L300,455 Q180,452 120,420 Z',
        `fill="url(#steel)" ${outline(p, 0.5, 1.5)}`,
      ),
      path('M140,418 Q300,372 460,376', 'fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5"'),
      path('M470,360 L500,360 L500,460 L470,460 Z', 'fill="url(#steel)"'),
      path('M500,372 L680,380 Q700,410 680,440 L500,448 Z', `fill="url(#vert)" ${outline(p, 0.5, 1.5)}`),
      [545, 595, 645].map((x) => `<circle cx="${x}" cy="410" r="7" fill="url(#steel)"/>`).join(''),
    ].join('') +
    '</g>',
  shadow: { cx: 410, cy: 500, rx: 280, ry: 40 },
});

const whisk: Draw = (p) => ({
  body: [
    [130, 95, 60, 25]
      .map((w) =>
        path(
          `M400,470 C${400 - w},390 ${400 - w},150 400,150 C${400 + w},150 ${400 + w},390 400,470`,
          'fill="none" stroke="url(#steel)" stroke-width="5"',
        ),
      )
      .join(''),
    [110, 45]
      .map((w) =>
        ellipse(400, 300, w, 140, 'fill="none" stroke="#9aa0a7" stroke-opacity="0.5" stroke-width="4"'),
      )
      .join(''),
    path('M388,460 L412,460 L416,660 Q400,672 384,660 Z', `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
  ].join(''),
  shadow: { cx: 400, cy: 668, rx: 120, ry: 20 },
});

const spatula: Draw = (p) => ({
  body: [
    path(
      'M391,400 L409,400 L414,660 Q400,672 386,660 Z',
      'fill="url(#wood)" stroke="#7a5a37" stroke-opacity="0.4"',
    ),
    path(
      'M340,420 L460,420 L462,200 Q462,140 400,140 Q338,140 338,200 Z',
      `fill="url(#cyl)" ${outline(p, 0.45, 2)}`,
    ),
  ].join(''),
  shadow: { cx: 400, cy: 668, rx: 90, ry: 20 },
});

const turner: Draw = (p) => ({
  body: [
    path('M391,420 L409,420 L414,660 Q400,672 386,660 Z', `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`),
    path(
      'M330,140 L470,140 L470,330 Q470,350 440,360 L410,430 L390,430 L360,360 Q330,350 330,330 Z',
      `fill="url(#metal)" ${outline(p, 0.5, 1.5)}`,
    ),
    [360, 390, 420]
      .map(
        (x) =>
          `<rect x="${x}" y="175" width="14" height="120" rx="7" fill="${p.darker}" fill-opacity="0.7"/>`,
      )
      .join(''),
  ].join(''),
  shadow: { cx: 400, cy: 668, rx: 100, ry: 20 },
});

const cuttingBoard: Draw = (p) => ({
  body: flat(
    400,
    450,
    26,
    (fill, extra) =>
      `<rect x="-310" y="-210" width="620" height="420" rx="26" fill="${fill}" ${extra}/>` +
      (extra
        ? `<rect x="-280" y="-180" width="560" height="360" rx="18" fill="none" stroke="${p.dark}" ` +
          `stroke-opacity="0.45" stroke-width="10"/>` +
          `<circle cx="250" cy="-150" r="16" fill="${p.darker}"/>`
        : ''),
    p,
  ),
  shadow: { cx: 400, cy: 480, rx: 310, ry: 70 },
});

export const cutleryDrawings = {
  fork,
  knife,
  'knife-steak': steakKnife,
  spoon,
  ladle,
  'cake-server': cakeServer,
  tongs,
  'cutlery-set': cutlerySet,
  'cutlery-holder': cutleryHolder,
  'chef-knife': chefKnife,
  whisk,
  spatula,
  turner,
  'cutting-board': cuttingBoard,
} satisfies Record<string, Draw>;
