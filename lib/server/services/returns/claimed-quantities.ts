import 'server-only';
import type { ReturnableLine } from '@/lib/api/contract/returns';
import { AppError } from '@/lib/server/errors';

export interface RequestedLine {
  id: number;
  quantity: number;
}

/**
 * The lines asked for, with more than nothing, checked against what is left to return of the order: a
 * line of another order, or more than is left, is refused (422) with the most that may be asked for
 * under the field of the first line that asks too much.
 */
export function claimedQuantities(
  requested: readonly RequestedLine[],
  lines: readonly ReturnableLine[],
): RequestedLine[] {
  const totals = new Map<number, number>();
  for (const line of requested) {
    if (line.quantity > 0) totals.set(line.id, (totals.get(line.id) ?? 0) + line.quantity);
  }
  const returnable = new Map(lines.map((line) => [line.id, line.returnable]));
  const index = requested.findIndex(
    (line) => line.quantity > 0 && (totals.get(line.id) ?? 0) > (returnable.get(line.id) ?? 0),
  );
  if (index >= 0) {
    const most = returnable.get(requested[index]!.id) ?? 0;
    throw new AppError('RETURN_QUANTITY_EXCEEDED', undefined, {
      status: 422,
      fields: { [`lines.${index}.quantity`]: [`atMost|${most}`] },
    });
  }
  return [...totals].map(([id, quantity]) => ({ id, quantity }));
}
