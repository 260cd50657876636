import { formatCount } from "@client/lib/format";

// Words for the dashboard's trend figures and charts: plain functions, tested on their own.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const n = formatCount;

export interface TrendSeries {
  label: string;
  values: number[];
  /** The series' colour token: the accent, or the second chart colour (rendered dashed). */
  tone: "accent" | "chart-2";
  /**
   * The period's total when the weekly values count people, who may be counted in several weeks (active
   * critics): the summary says it instead of the weeks' sum, so it agrees with the figure beside it.
   */
  distinctTotal?: number;
}

/** The chart's rendering height in px (h-52: the skeleton keeps the same size). */
export const CHART_HEIGHT = 208;

/** "Nov 23" for a week's Monday (YYYY-MM-DD, read as a calendar day); with the year: "Nov 23, 2026". */
export function weekLabel(weekStart: string, withYear = false): string {
  const [year, month, day] = weekStart.split("-").map(Number);
  const label = `${MONTHS[(month ?? 1) - 1]} ${day}`;
  return withYear ? `${label}, ${year}` : label;
}

/**
 * How a period's figure compares with the one before: "+12 % on the previous 4 weeks", "−50 % on …",
 * "No change on …", "New this period" (nothing before), "None this period or the previous 4 weeks".
 */
export function changeText(current: number, previous: number, weeks: number): string {
  const span = `the previous ${weeks} weeks`;
  if (previous === 0) return current === 0 ? `None this period or ${span}` : "New this period";
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return `No change on ${span}`;
  return `${percent > 0 ? "+" : "−"}${n(Math.abs(percent))} % on ${span}`;
}

/** Whether a change reads as up, down or level (for its colour and icon). */
export function changeDirection(current: number, previous: number): "up" | "down" | "level" {
  if (current === previous) return "level";
  return current > previous ? "up" : "down";
}

/** "3 h 12 min", "45 min", "2 d 4 h", "less than a minute": how long something has waited. */
export function formatAge(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "less than a minute";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

/**
 * "34 in the last 12 weeks, most in the week of Nov 2 (8)", or "none in the last 12 weeks". With
 * `distinctTotal` (people, each counted once in the period) that is the total, not the weeks' sum.
 */
export function seriesSummary(weekStarts: string[], values: number[], distinctTotal?: number): string {
  const total = distinctTotal ?? values.reduce((sum, value) => sum + value, 0);
  const span = `the last ${values.length} weeks`;
  if (total === 0) return `none in ${span}`;
  const top = values.indexOf(Math.max(...values));
  return `${n(total)} in ${span}, most in the week of ${weekLabel(weekStarts[top]!, true)} (${n(values[top]!)})`;
}
