import { type Draw, type Palette, ellipse, outline, path, rect } from './kit';
import { flat } from './tableware';

/** Folded textiles lying on top of each other, each showing its rounded fold at the front. */
function foldedStack(count: number, width: number, layer: number, depth: number, border: boolean): Draw {
  return (p) => {
    const left = 400 - width / 2;
    const dx = depth * 0.5;
    const dy = depth * 0.42;
    const layers: string[] = [];
    for (let i = 0; i < count; i++) {
      const bottom = 625 - i * layer;
      const top = bottom - layer;
      const shift = (i % 2 === 0 ? 1 : -1) * 8;
      const x = left + shift;
      const r = Math.min(26, layer / 2);
      layers.push(
        path(
          `M${x + r},${top} L${x + dx + r},${top - dy} L${x + width + dx - r},${top - dy} ` +
            `L${x + width - r},${top} Z`,
          `fill="${p.lighter}" ${outline(p, 0.25, 2)}`,
        ),
        path(
          `M${x + width - r},${top} L${x + width + dx - r},${top - dy} Q${x + width + dx},${top - dy} ` +
            `${x + width + dx},${top - dy + r} L${x + width + dx},${bottom - dy - r} ` +
            `L${x + width},${bottom - r} Z`,
          `fill="${p.dark}" ${outline(p, 0.25, 2)}`,
        ),
        path(
          `M${x},${bottom} L${x},${top + r} Q${x},${top} ${x + r},${top} L${x + width - r},${top} ` +
            `Q${x + width},${top} ${x + width},${top + r} L${x + width},${bottom} Z`,
          `fill="url(#vert)" ${outline(p, 0.3, 2)}`,
        ),
        border
          ? rect(
              x + 6,
              bottom - layer * 0.38,
              width - 12,
              layer * 0.14,
              2,
              `fill="${p.darker}" fill-opacity="0.45"`,
            )
          : '',
      );
    }
    return {
      body: layers.join(''),
      shadow: { cx: 400 + dx / 2, cy: 628, rx: width * 0.6, ry: 30 },
    };
  };
}

const tablecloth: Draw = (p) => {
  const stack = foldedStack(3, 440, 40, 300, false)(p);
  const topY = 625 - 3 * 40;
  return {
    body:
      stack.body +
      path(
        `M${250},${topY} L${400},${topY - 126} M${400},${topY} L${550},${topY - 126}`,
        `stroke="${p.dark}" stroke-opacity="0.35" stroke-width="3"`,
      ),
    shadow: stack.shadow,
  };
};

const runner: Draw = (p) => ({
  body:
    flat(
      360,
      520,
      4,
      (fill, extra) =>
        `<rect x="-280" y="-120" width="470" height="240" rx="6" fill="${fill}" ${extra}/>` +
        (extra
          ? `<rect x="-262" y="-102" width="434" height="204" fill="none" stroke="${p.dark}" ` +
            `stroke-opacity="0.4" stroke-width="6"/>`
          : ''),
      p,
    ) +
    rect(545, 420, 95, 200, 0, `fill="url(#cyl)" ${outline(p, 0.3, 2)}`) +
    ellipse(592, 420, 47, 20, `fill="${p.light}" ${outline(p, 0.3, 2)}`) +
    ellipse(592, 420, 20, 8, `fill="${p.dark}"`),
  shadow: { cx: 420, cy: 600, rx: 280, ry: 40 },
});

const napkinFolded: Draw = (p) => ({
  body: [
    path('M330,610 L430,210 L520,610 Z', `fill="${p.dark}" ${outline(p, 0.3, 2)}`),
    path('M270,620 L400,240 L500,620 Z', `fill="url(#cyl)" ${outline(p, 0.35, 2)}`),
    path('M400,240 L380,620', `stroke="${p.darker}" stroke-opacity="0.35" stroke-width="3"`),
    path('M270,620 L500,620 L520,610', `fill="none" ${outline(p, 0.3, 2)}`),
  ].join(''),
  shadow: { cx: 400, cy: 624, rx: 160, ry: 24 },
});

function garment(bodyPath: string, extras: (p: Palette) => string): Draw {
  return (p) => ({
    body: path(bodyPath, `fill="url(#cyl)" ${outline(p, 0.4, 2)}`) + extras(p),
    shadow: { cx: 400, cy: 650, rx: 190, ry: 20 },
  });
}

const apron = garment(
  'M330,210 L470,210 L476,360 L560,384 L592,640 L208,640 L240,384 L324,360 Z',
  (p) =>
    path('M332,212 C330,120 470,120 468,212', `fill="none" stroke="${p.dark}" stroke-width="12"`) +
    path(
      'M242,386 C200,400 180,430 170,470 M558,386 C600,400 620,430 630,470',
      `fill="none" stroke="${p.dark}" stroke-width="12" stroke-linecap="round"`,
    ) +
    rect(
      330,
      470,
      140,
      90,
      6,
      `fill="none" stroke="${p.darker}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="10 6"`,
    ),
);

const chefJacket = garment(
  'M300,200 L360,178 Q400,205 440,178 L500,200 L602,262 L642,486 L580,500 L545,332 L545,642 L255,642 ' +
    'L255,332 L220,500 L158,486 L198,262 Z',
  (p) =>
    rect(352, 160, 96, 34, 8, `fill="${p.light}" ${outline(p, 0.4, 2)}`) +
    path(
      'M360,196 L470,300 L470,642',
      `fill="none" stroke="${p.darker}" stroke-opacity="0.35" stroke-width="3"`,
    ) +
    [300, 380, 460, 540]
      .map(
        (y) =>
          `<circle cx="440" cy="${y}" r="9" fill="${p.edge}" fill-opacity="0.6"/><circle cx="500" ` +
          `cy="${y}" r="9" fill="${p.edge}" fill-opacity="0.6"/>`,
      )
      .join(''),
);

const bathrobe = garment(
  'M300,190 L355,170 L445,170 L500,190 L610,260 L650,500 L585,512 L555,340 L565,650 L235,650 L245,340 ' +
    'L215,512 L150,500 L190,260 Z',
  (p) =>
    path(
      'M355,170 L400,330 L445,170',
      `fill="none" stroke="${p.darker}" stroke-opacity="0.45" stroke-width="16"`,
    ) +
    path('M400,330 L430,650', `stroke="${p.darker}" stroke-opacity="0.35" stroke-width="3"`) +
    rect(240, 400, 320, 34, 10, `fill="${p.dark}" ${outline(p, 0.35, 2)}`) +
    path(
      'M380,432 L360,540 M410,432 L425,530',
      `stroke="${p.dark}" stroke-width="22" stroke-linecap="round"`,
    ),
);

const slippers: Draw = (p) => {
  const one = (cx: number, angle: number) =>
    `<g transform="rotate(${angle} ${cx} 420)">` +
    ellipse(cx, 428, 84, 200, `fill="${p.darker}"`) +
    ellipse(cx, 420, 84, 200, `fill="${p.lighter}" ${outline(p, 0.3, 2)}`) +
    path(
      `M${cx - 84},360 Q${cx - 84},220 ${cx},220 Q${cx + 84},220 ${cx + 84},360 Q${cx},400 ${cx - 84},360 Z`,
      `fill="url(#cyl)" ${outline(p, 0.35, 2)}`,
    ) +
    '</g>';
  return {
    body: '<g transform="translate(0 60) scale(1 0.85)">' + one(300, -8) + one(500, 8) + '</g>',
    shadow: { cx: 400, cy: 580, rx: 220, ry: 40 },
  };
};

export const textileDrawings = {
  tablecloth,
  runner,
  'napkin-folded': napkinFolded,
  'towel-stack': foldedStack(3, 360, 78, 170, true),
  'linen-stack': foldedStack(4, 420, 46, 220, false),
  apron,
  'chef-jacket': chefJacket,
  bathrobe,
  slippers,
  cloth: foldedStack(3, 360, 34, 260, false),
} satisfies Record<string, Draw>;
