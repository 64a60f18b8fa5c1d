import type { BrandSeed } from '../brands';
import { type Draw, path } from './kit';

type LogoShape = BrandSeed['logo']['shape'];

/** Brand marks: a coloured emblem with a simple white motif, no lettering. */
const marks: Record<LogoShape, string> = {
  circle:
    '<circle cx="400" cy="400" r="190" fill="url(#cyl)"/>' +
    '<circle cx="400" cy="400" r="120" fill="none" stroke="#ffffff" stroke-width="26"/>' +
    '<circle cx="400" cy="400" r="40" fill="#ffffff"/>',
  diamond:
    path('M400,200 L600,400 L400,600 L200,400 Z', 'fill="url(#cyl)"') +
    path('M400,290 L510,400 L400,510 L290,400 Z', 'fill="none" stroke="#ffffff" stroke-width="24"'),
  hexagon:
    path('M400,200 L573,300 L573,500 L400,600 L227,500 L227,300 Z', 'fill="url(#cyl)"') +
    path('M330,470 L400,330 L470,470 Z', 'fill="#ffffff"'),
  shield:
    path('M400,190 L590,250 Q590,500 400,610 Q210,500 210,250 Z', 'fill="url(#cyl)"') +
    path(
      'M310,330 H490 M310,400 H490 M310,470 H440',
      'stroke="#ffffff" stroke-width="28" stroke-linecap="round"',
    ),
  leaf:
    path('M220,560 C220,330 380,210 590,220 C600,430 470,580 220,560 Z', 'fill="url(#cyl)"') +
    path(
      'M260,520 C360,430 450,350 540,270',
      'fill="none" stroke="#ffffff" stroke-width="18" stroke-linecap="round"',
    ),
  wave:
    '<rect x="200" y="200" width="400" height="400" rx="90" fill="url(#cyl)"/>' +
    path(
      'M250,360 C300,310 350,310 400,360 C450,410 500,410 550,360 M250,450 C300,400 350,400 400,450 ' +
        'C450,500 500,500 550,450',
      'fill="none" stroke="#ffffff" stroke-width="24" stroke-linecap="round"',
    ),
};

export function logoDrawing(shape: LogoShape): Draw {
  return () => ({
    body: marks[shape],
    shadow: { cx: 400, cy: 640, rx: 160, ry: 20 },
  });
}
