import { type Draw, type Palette, box, ellipse, outline, path, rect } from './kit';
import { flat } from './tableware';

function potShape(width: number, height: number, lid: boolean, longHandle: boolean): Draw {
  return (p) => {
    const rx = width / 2;
    const ry = width * 0.12;
    const bottom = 620;
    const top = bottom - height;
    const left = 400 - rx;
    const right = 400 + rx;
    const handles = longHandle
      ? path(
          `M${right - 4},${top + 30} L${right + 230},${top + 4} Q${right + 250},${top + 10} ` +
            `${right + 236},${top + 30} ` +
            `L${right - 4},${top + 62} Z`,
          `fill="url(#steelV)" ${outline(p, 0.4, 2)}`,
        )
      : [left, right]
          .map((x) => {
            const dir = x === left ? -1 : 1;
            return path(
              `M${x},${top + 36} C${x + dir * 60},${top + 30} ${x + dir * 60},${top + 70} ${x},${top + 66}`,
              'fill="none" stroke="url(#steelV)" stroke-width="14" stroke-linecap="round"',
            );
          })
          .join('');
    return {
      body: [
        handles,
        path(
          `M${left},${top} L${left},${bottom} A${rx},${ry} 0 0 0 ${right},${bottom} L${right},${top} Z`,
          `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
        ),
        lid
          ? ellipse(400, top, rx + 4, ry + 2, `fill="${p.dark}"`) +
            path(
              `M${left + 2},${top} Q400,${top - ry * 3.2} ${right - 2},${top} A${rx},${ry} 0 0 1 ` +
                `${left + 2},${top} Z`,
              `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
            ) +
            ellipse(400, top - ry * 1.55, 34, 12, `fill="${fixed(p)}" stroke="#222" stroke-opacity="0.3"`)
          : ellipse(400, top, rx, ry, `fill="${p.darker}"`) +
            ellipse(400, top + 4, rx - 8, ry - 6, `fill="${p.dark}"`),
        path(
          `M${left + 22},${top + 30} L${left + 22},${bottom - 10}`,
          'stroke="#ffffff" stroke-opacity="0.55" stroke-width="12" stroke-linecap="round"',
        ),
      ].join(''),
      shadow: { cx: 400, cy: bottom + ry * 0.6, rx: rx * 1.05, ry: 30 },
    };
  };
}

function fixed(p: Palette): string {
  return p.base === '#26282b' ? '#55595f' : '#2b2d31';
}

function panShape(ridges: boolean): Draw {
  return (p) => ({
    body: [
      path(
        'M560,440 L740,380 Q760,376 762,392 Q764,406 748,412 L572,474 Z',
        'fill="#2b2d31" stroke="#000" stroke-opacity="0.3"',
      ),
      ellipse(380, 470, 250, 96, `fill="${p.darker}"`),
      ellipse(380, 450, 250, 96, `fill="url(#cyl)" ${outline(p, 0.4, 2)}`),
      ellipse(380, 458, 222, 80, `fill="${p.dark}"`),
      ellipse(380, 464, 200, 68, `fill="${p.base}" fill-opacity="0.6"`),
      ridges
        ? Array.from({ length: 9 }, (_, i) => {
            const y = 404 + i * 14;
            const half = 200 * Math.sqrt(Math.max(0, 1 - ((y - 464) / 70) ** 2));
            return path(`M${380 - half},${y} L${380 + half},${y}`, `stroke="${p.darker}" stroke-width="5"`);
          }).join('')
        : ellipse(350, 450, 120, 30, 'fill="#ffffff" fill-opacity="0.12"'),
    ].join(''),
    shadow: { cx: 420, cy: 500, rx: 300, ry: 50 },
  });
}

const gastronorm: Draw = (p) => ({
  body: [
    path('M190,380 L610,380 L660,470 L140,470 Z', `fill="${p.lighter}" ${outline(p, 0.4, 2)}`),
    path(
      'M150,470 L650,470 L620,610 Q618,622 604,622 L196,622 Q182,622 180,610 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    path(
      'M215,392 L585,392 L625,462 L175,462 Z',
      `fill="${p.dark}" fill-opacity="${p.transparent ? 0.25 : 0.55}"`,
    ),
    path('M140,470 L660,470', `stroke="${p.lighter}" stroke-width="6"`),
  ].join(''),
  shadow: { cx: 400, cy: 626, rx: 280, ry: 28 },
});

const gastronormLid: Draw = (p) => ({
  body: flat(
    400,
    460,
    14,
    (fill, extra) =>
      `<rect x="-300" y="-190" width="600" height="380" rx="24" fill="${fill}" ${extra}/>` +
      (extra
        ? `<rect x="-40" y="-24" width="80" height="48" rx="14" fill="${p.darker}"/>` +
          `<rect x="-264" y="-154" width="528" height="308" rx="16" fill="none" stroke="${p.dark}" ` +
          `stroke-opacity="0.4" stroke-width="6"/>`
        : ''),
    p,
  ),
  shadow: { cx: 400, cy: 480, rx: 300, ry: 60 },
});

const storageBox: Draw = (p) => ({
  body: [
    box(240, 380, 300, 240, 120, { ...p, lighter: '#eef6f8', dark: '#c7d6dc' }, 'url(#glass)'),
    path(
      'M232,380 L298,326 L610,326 L548,380 Z',
      `fill="${p.transparent ? '#3f8fc9' : p.base}" ${outline(p, 0.4, 2)}`,
    ),
    path('M232,380 L548,380 L548,398 L232,398 Z', `fill="${p.transparent ? '#2f6fa0' : p.dark}"`),
    rect(258, 470, 264, 120, 0, 'fill="#e7c98c" fill-opacity="0.55"'),
  ].join(''),
  shadow: { cx: 420, cy: 622, rx: 220, ry: 30 },
});

const vacuumBag: Draw = (p) => ({
  body: [
    '<g transform="rotate(-6 400 420)">',
    rect(240, 180, 320, 450, 10, `fill="url(#glass)" ${outline(p, 0.5, 2)}`),
    rect(240, 180, 320, 36, 6, 'fill="#ffffff" fill-opacity="0.65"'),
    Array.from({ length: 12 }, (_, i) =>
      path(
        `M255,${240 + i * 32} L545,${240 + i * 32}`,
        'stroke="#9fb6bf" stroke-opacity="0.35" stroke-width="2"',
      ),
    ).join(''),
    rect(285, 330, 230, 190, 40, 'fill="#c8563f" fill-opacity="0.85"'),
    path('M300,380 Q400,350 500,390', 'stroke="#f3d7cd" stroke-width="8" fill="none" stroke-opacity="0.8"'),
    '</g>',
  ].join(''),
  shadow: { cx: 410, cy: 640, rx: 190, ry: 24 },
});

export const kitchenDrawings = {
  pot: potShape(330, 300, true, false),
  'pot-low': potShape(380, 190, true, false),
  saucepan: potShape(250, 190, false, true),
  pan: panShape(false),
  'grill-pan': panShape(true),
  gn: gastronorm,
  'gn-lid': gastronormLid,
  'storage-box': storageBox,
  'vacuum-bag': vacuumBag,
} satisfies Record<string, Draw>;
