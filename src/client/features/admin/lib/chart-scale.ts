/**
 * The scales of the dashboard's weekly line charts (components/trend-lines.tsx): plain functions, tested on
 * their own.
 */

/** At most this many week labels under a chart: about one per 72 px on a 390 px phone. */
export const MAX_WEEK_LABELS = 5;

/** Indices of the weeks that get a label: evenly spaced, at most `most`, always the last (current) week. */
export function weekTicks(count: number, most = MAX_WEEK_LABELS): number[] {
  const step = Math.max(1, Math.ceil(count / most));
  const ticks: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i);
  return ticks;
}

const STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000];

/**
 * The value axis: from 0 to at least 4 and 10 % above the largest value, in round steps (at most four
 * above 0), its top on a step so the highest grid line is the chart's top.
 */
export function valueScale(values: number[]): { top: number; ticks: number[] } {
  const wanted = Math.max(4, Math.ceil(Math.max(0, ...values) * 1.1));
  const step = STEPS.find((s) => Math.ceil(wanted / s) <= 4) ?? 10 ** Math.ceil(Math.log10(wanted / 4));
  const top = Math.ceil(wanted / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}
