/** The value axis of a chart: a round top and the round values between 0 and it that get a grid line. */
export interface ValueScale {
  max: number;
  ticks: number[];
}

/** The smallest 1, 2 or 5 × 10ⁿ step, at least `minStep`, that is not below `rough`. */
function roundStep(rough: number, minStep: number): number {
  if (rough <= minStep) return minStep;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough)!;
  return Math.max(step, minStep);
}

/**
 * A scale from 0 to a round number at or above `highest`, in about `lines` steps. Money in minor units
 * takes `minStep` 100 so that the labels are whole crowns or euros; an empty chart keeps its base line.
 */
export function valueScale(highest: number, lines = 4, minStep = 1): ValueScale {
  if (!(highest > 0)) return { max: minStep, ticks: [0] };
  const step = roundStep(highest / lines, minStep);
  const max = Math.ceil(highest / step) * step;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step);
  return { max, ticks };
}

/** Where a value sits on a vertical axis `height` high (SVG's y grows downwards). */
export function valueY(value: number, scale: ValueScale, height: number): number {
  return height - (Math.max(0, value) / scale.max) * height;
}

/** The horizontal middle of the `index`-th of `count` equal slots across `width`. */
export function slotX(index: number, count: number, width: number): number {
  return ((index + 0.5) * width) / count;
}

/** The days whose date the axis writes: the first, the last and about `labels` in between, evenly. */
export function labelledIndexes(count: number, labels = 5): number[] {
  if (count <= labels) return Array.from({ length: count }, (_, index) => index);
  const step = (count - 1) / (labels - 1);
  return Array.from({ length: labels }, (_, index) => Math.round(index * step));
}
