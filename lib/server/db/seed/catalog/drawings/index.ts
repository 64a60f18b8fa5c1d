import type { DrawingKey } from '../drawing-keys';
import { applianceDrawings } from './appliances';
import { bottleDrawings } from './bottles';
import { cutleryDrawings } from './cutlery';
import { glassDrawings } from './glass';
import type { Draw } from './kit';
import { kitchenDrawings } from './kitchen';
import { paperDrawings } from './paper';
import { tablewareDrawings } from './tableware';
import { textileDrawings } from './textiles';

export { logoDrawing } from './logos';
export { palette, scene } from './kit';
export type { Draw } from './kit';

export const drawings: Record<DrawingKey, Draw> = {
  ...tablewareDrawings,
  ...cutleryDrawings,
  ...glassDrawings,
  ...bottleDrawings,
  ...kitchenDrawings,
  ...textileDrawings,
  ...paperDrawings,
  ...applianceDrawings,
};
