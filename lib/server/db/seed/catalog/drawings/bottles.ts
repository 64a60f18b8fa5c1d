import { type Draw, box, outline, path, rect } from './kit';

/** A blank label: a lighter band with two grey lines instead of text (fonts may be missing). */
function label(x: number, y: number, w: number, h: number): string {
  return (
    rect(x, y, w, h, 8, 'fill="#ffffff" fill-opacity="0.82"') +
    rect(x + w * 0.18, y + h * 0.3, w * 0.64, 10, 5, 'fill="#9aa0a6" fill-opacity="0.55"') +
    rect(x + w * 0.28, y + h * 0.55, w * 0.44, 8, 4, 'fill="#b6bbc0" fill-opacity="0.55"') +
    `<circle cx="${x + w / 2}" cy="${y + h * 0.8}" r="${Math.min(w, h) * 0.06}" fill="#c0c5ca" ` +
    `fill-opacity="0.6"/>`
  );
}

const bottle: Draw = (p) => ({
  body: [
    path(
      'M330,300 Q330,250 380,240 L420,240 Q470,250 470,300 L470,600 Q470,630 440,630 L360,630 Q330,630 ' +
        '330,600 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    rect(372, 190, 56, 56, 8, `fill="${p.darker}" ${outline(p, 0.4, 2)}`),
    rect(368, 176, 64, 22, 8, `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    label(345, 380, 110, 170),
    path(
      'M345,310 L345,600',
      'stroke="#ffffff" stroke-opacity="0.5" stroke-width="9" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 634, rx: 100, ry: 22 },
});

const pumpBottle: Draw = (p) => ({
  body: [
    path(
      'M300,330 Q300,290 350,285 L450,285 Q500,290 500,330 L500,600 Q500,632 468,632 L332,632 Q300,632 ' +
        '300,600 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    rect(376, 240, 48, 50, 6, 'fill="#f1f1ef" stroke="#9aa0a6" stroke-width="2"'),
    rect(390, 180, 20, 64, 4, 'fill="#e9e9e7" stroke="#9aa0a6" stroke-width="2"'),
    path(
      'M372,178 L470,178 Q486,178 486,192 L486,200 L372,200 Z',
      'fill="#f1f1ef" stroke="#9aa0a6" stroke-width="2"',
    ),
    label(330, 390, 140, 170),
    path(
      'M318,340 L318,600',
      'stroke="#ffffff" stroke-opacity="0.5" stroke-width="10" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 636, rx: 130, ry: 24 },
});

const canister: Draw = (p) => ({
  body: [
    path(
      'M270,300 L470,300 L470,250 Q470,220 500,220 L520,220 Q550,220 550,250 L550,620 Q550,640 530,640 ' +
        'L270,640 Q250,640 250,620 L250,320 Q250,300 270,300 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    path(
      'M290,300 L290,250 Q290,215 330,215 L410,215 Q450,215 450,250 L450,300 L420,300 L420,262 Q420,245 ' +
        '404,245 ' +
        'L336,245 Q320,245 320,262 L320,300 Z',
      `fill="url(#vert)" ${outline(p, 0.4, 2)}`,
    ),
    rect(486, 186, 52, 38, 6, `fill="${p.darker}" ${outline(p, 0.4, 2)}`),
    label(285, 390, 230, 180),
    path(
      'M268,330 L268,620',
      'stroke="#ffffff" stroke-opacity="0.45" stroke-width="10" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 644, rx: 170, ry: 26 },
});

const sprayBottle: Draw = (p) => ({
  body: [
    path(
      'M340,330 Q340,300 370,295 L430,295 Q460,300 460,330 L470,600 Q470,632 440,632 L360,632 Q330,632 ' +
        '330,600 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    rect(368, 262, 64, 38, 6, 'fill="#f1f1ef" stroke="#9aa0a6" stroke-width="2"'),
    path(
      'M356,262 L356,200 Q356,170 390,168 L470,172 L488,196 L486,212 L430,214 L430,262 Z',
      'fill="#f4f4f2" stroke="#9aa0a6" stroke-width="2"',
    ),
    path('M430,214 Q420,260 446,300 L458,296 Q440,262 446,216 Z', `fill="${p.darker}"`),
    rect(482, 190, 14, 16, 3, 'fill="#9aa0a6"'),
    label(348, 400, 106, 150),
    path(
      'M350,340 L346,600',
      'stroke="#ffffff" stroke-opacity="0.5" stroke-width="9" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 636, rx: 110, ry: 22 },
});

const cleanerBottle: Draw = (p) => ({
  body: [
    path(
      'M320,330 Q320,280 370,270 L430,270 Q480,280 480,330 L480,600 Q480,632 448,632 L352,632 Q320,632 ' +
        '320,600 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    path('M378,272 L378,200 L440,150 L452,164 L422,200 L422,272 Z', `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    rect(366, 250, 68, 30, 6, `fill="${p.darker}"`),
    label(338, 390, 124, 170),
    path(
      'M336,340 L336,600',
      'stroke="#ffffff" stroke-opacity="0.5" stroke-width="9" stroke-linecap="round"',
    ),
  ].join(''),
  shadow: { cx: 400, cy: 636, rx: 110, ry: 22 },
});

const soap: Draw = (p) => ({
  body: [
    '<g transform="translate(400 470) scale(1 0.55)">' +
      `<rect x="-200" y="-104" width="400" height="230" rx="95" fill="${p.darker}"/>` +
      `<rect x="-200" y="-130" width="400" height="230" rx="95" fill="url(#top)" ${outline(p, 0.35, 3)}/>` +
      `<rect x="-150" y="-95" width="300" height="160" rx="70" fill="none" stroke="${p.dark}" ` +
      `stroke-opacity="0.35" stroke-width="8"/>` +
      '</g>',
  ].join(''),
  shadow: { cx: 400, cy: 520, rx: 210, ry: 40 },
});

const amenityBox: Draw = (p) => ({
  body:
    box(270, 370, 260, 230, 130, p) +
    `<circle cx="400" cy="470" r="46" fill="none" stroke="${p.edge}" stroke-opacity="0.5" ` +
    `stroke-width="6"/>` +
    path('M378,470 Q400,430 422,470 Q400,510 378,470 Z', `fill="${p.edge}" fill-opacity="0.45"`) +
    rect(340, 545, 120, 10, 5, `fill="${p.edge}" fill-opacity="0.35"`),
  shadow: { cx: 440, cy: 600, rx: 200, ry: 34 },
});

const wallDispenser: Draw = (p) => ({
  body: [
    rect(280, 150, 240, 500, 16, 'fill="#e9e6e1" stroke="#cfcac3" stroke-width="2"'),
    path(
      'M320,200 L480,200 Q500,200 500,220 L500,500 Q500,540 460,545 L340,545 Q300,540 300,500 L300,220 ' +
        'Q300,200 320,200 Z',
      `fill="url(#cyl)" ${outline(p, 0.4, 2)}`,
    ),
    rect(350, 290, 100, 140, 10, 'fill="#2b2f35" fill-opacity="0.18"'),
    rect(356, 350, 88, 74, 6, 'fill="#e7c98c" fill-opacity="0.9"'),
    rect(340, 470, 120, 50, 14, `fill="${p.dark}" ${outline(p, 0.4, 2)}`),
    rect(390, 545, 20, 22, 4, 'fill="#6b7078"'),
  ].join(''),
  shadow: { cx: 400, cy: 660, rx: 140, ry: 16 },
});

export const bottleDrawings = {
  bottle,
  'pump-bottle': pumpBottle,
  canister,
  'spray-bottle': sprayBottle,
  'cleaner-bottle': cleanerBottle,
  soap,
  'amenity-box': amenityBox,
  'wall-dispenser': wallDispenser,
} satisfies Record<string, Draw>;
