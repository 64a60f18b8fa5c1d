import { useId } from 'react';
import { labelledIndexes, slotX, valueScale, valueY } from '@/lib/admin/statistics/chart-scale';

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { left: 88, right: 12, top: 12, bottom: 32 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** Beyond this many days the points are too close to hover one by one. */
const MAX_POINTS_WITH_NOTES = 92;

export interface ChartDay {
  date: string;
  value: number;
  /** What the day's point or bar says when hovered. */
  note: string;
}

interface DailyChartProps {
  /** The chart's name and its summary in words: what a screen reader reads instead of the drawing. */
  title: string;
  summary: string;
  days: ChartDay[];
  kind: 'line' | 'bars';
  valueLabel: (value: number) => string;
  dateLabel: (date: string) => string;
  /** The smallest step of the value axis (100 for money in minor units). */
  minStep?: number;
  /** The text colour class the drawing takes (`currentColor`). */
  colorClass: string;
}

function Line({ days, x, y }: { days: ChartDay[]; x: (i: number) => number; y: (v: number) => number }) {
  const points = days.map((day, index) => `${x(index)},${y(day.value)}`).join(' ');
  const area = `${x(0)},${PLOT_HEIGHT} ${points} ${x(days.length - 1)},${PLOT_HEIGHT}`;
  return (
    <>
      <polygon points={area} fill="currentColor" fillOpacity={0.12} />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      {days.length <= MAX_POINTS_WITH_NOTES &&
        days.map((day, index) => (
          <circle key={day.date} cx={x(index)} cy={y(day.value)} r={3.5} fill="currentColor">
            <title>{day.note}</title>
          </circle>
        ))}
    </>
  );
}

function Bars({ days, y }: { days: ChartDay[]; y: (v: number) => number }) {
  const band = PLOT_WIDTH / days.length;
  return days.map((day, index) => (
    <rect
      key={day.date}
      x={index * band + band * 0.15}
      width={band * 0.7}
      y={y(day.value)}
      height={PLOT_HEIGHT - y(day.value)}
      fill="currentColor"
    >
      <title>{day.note}</title>
    </rect>
  ));
}

/**
 * A value per day drawn by hand in SVG as a line or bars. It scales with its box (phone to desktop), and
 * its name and summary stand for it to assistive technology; the numbers are also in a table next to it.
 */
export function DailyChart(props: DailyChartProps) {
  const { title, summary, days, kind, valueLabel, dateLabel, minStep = 1, colorClass } = props;
  const id = useId();
  const scale = valueScale(Math.max(0, ...days.map((day) => day.value)), 4, minStep);
  const x = (index: number) => slotX(index, days.length, PLOT_WIDTH);
  const y = (value: number) => valueY(value, scale, PLOT_HEIGHT);
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title ${id}-summary`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-summary`}>{summary}</desc>
      <g transform={`translate(${MARGIN.left} ${MARGIN.top})`} fontSize={14}>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line x1={0} x2={PLOT_WIDTH} y1={y(tick)} y2={y(tick)} className="stroke-grey-200" />
            <text x={-8} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-grey-600">
              {valueLabel(tick)}
            </text>
          </g>
        ))}
        {labelledIndexes(days.length).map((index) => (
          <text key={index} x={x(index)} y={PLOT_HEIGHT + 22} textAnchor="middle" className="fill-grey-600">
            {dateLabel(days[index]!.date)}
          </text>
        ))}
        <g className={colorClass}>
          {kind === 'line' ? <Line days={days} x={x} y={y} /> : <Bars days={days} y={y} />}
        </g>
      </g>
    </svg>
  );
}
