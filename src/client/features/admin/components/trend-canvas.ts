import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { CHART_HEIGHT, type TrendSeries, weekLabel } from "../lib/trends";

const token = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim() || "gray";

/** Indices of the weeks that get a label: about one per 72 px, always the last (current) week. */
function weekTicks(count: number, width: number): number[] {
  const room = Math.max(2, Math.floor(width / 72));
  const step = Math.max(1, Math.ceil(count / room));
  const ticks: number[] = [];
  for (let i = count - 1; i >= 0; i -= step) ticks.unshift(i);
  return ticks;
}

function options(weekStarts: string[], series: TrendSeries[], width: number): uPlot.Options {
  const [muted, grid] = [token("fg-muted"), token("border")];
  const axis = {
    stroke: muted,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1, size: 4 },
    font: "12px Inter Variable, Inter Fallback, sans-serif",
  };
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    padding: [12, 24, 0, 0], // room on the right for the current week's label
    scales: {
      x: { time: false, range: [0, Math.max(1, weekStarts.length - 1)] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: (u) => weekTicks(weekStarts.length, u.bbox.width / devicePixelRatio),
        values: (_u, splits) => splits.map((i) => (weekStarts[i] ? weekLabel(weekStarts[i]) : "")),
      },
      {
        ...axis,
        size: 44,
        space: 32,
        incrs: [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2500, 5000, 10_000],
      },
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: token(s.tone),
        width: 2,
        dash: s.tone === "chart-2" ? [6, 4] : undefined,
        points: { show: weekStarts.length <= 12, size: 6, fill: token(s.tone) },
      })),
    ],
  };
}

/**
 * Draws the chart into `element` at its width and follows its resizes; returns what removes it. This module
 * (uPlot, 20 kB) is fetched when the dashboard opens, in parallel with the trends' data, so the page's own
 * chunk stays small (decision 0042).
 */
export function drawTrendChart(
  element: HTMLElement,
  weekStarts: string[],
  series: TrendSeries[],
): () => void {
  const data: uPlot.AlignedData = [weekStarts.map((_, i) => i), ...series.map((s) => s.values)];
  const chart = new uPlot(options(weekStarts, series, element.clientWidth), data, element);
  const observer = new ResizeObserver(() => {
    if (element.clientWidth > 0 && element.clientWidth !== chart.width) {
      chart.setSize({ width: element.clientWidth, height: CHART_HEIGHT });
    }
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
