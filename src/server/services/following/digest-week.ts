/**
 * The digest's weeks: a week starts at its digest moment (DIGEST_DAY at DIGEST_HOUR:00 in APP_TIMEZONE)
 * and runs to the next one. A week is named by the local date of its digest day.
 */
export interface DigestWeek {
  /** The local date (YYYY-MM-DD) of the week's digest day: the key of its digest_sends rows. */
  week: string;
  /** The moment the week's digest is due. */
  dueAt: Date;
}

/** The wall-clock parts of a moment in a time zone. */
function wallClock(timeZone: string, at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The moment a local wall-clock time (y, m, d, h:00) happens in the time zone (the first, across a change). */
function zonedMoment(timeZone: string, year: number, month: number, day: number, hour: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour);
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const w = wallClock(timeZone, new Date(guess));
    const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
    const next = guess + (asUtc - shown);
    if (next === guess) break;
    guess = next;
  }
  return new Date(guess);
}

const isoDate = (utcDay: Date) => utcDay.toISOString().slice(0, 10);

/** The week whose digest moment is the latest at or before `at`. */
export function digestWeekAt(
  timeZone: string,
  schedule: { day: number; hour: number },
  at: Date,
): DigestWeek {
  const w = wallClock(timeZone, at);
  // Calendar arithmetic on the local date, done in UTC where days have no gaps.
  const today = new Date(Date.UTC(w.year, w.month - 1, w.day));
  const back = (today.getUTCDay() - schedule.day + 7) % 7;
  for (const extra of [0, 7]) {
    const day = new Date(today.getTime() - (back + extra) * 86_400_000);
    const dueAt = zonedMoment(
      timeZone,
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      schedule.hour,
    );
    if (dueAt.getTime() <= at.getTime()) return { week: isoDate(day), dueAt };
  }
  throw new Error("unreachable: a digest moment lies within the last two weeks");
}

/** The week after the one given. */
export function nextDigestWeek(
  timeZone: string,
  schedule: { day: number; hour: number },
  current: DigestWeek,
): DigestWeek {
  const day = new Date(Date.parse(`${current.week}T00:00:00Z`) + 7 * 86_400_000);
  return {
    week: isoDate(day),
    dueAt: zonedMoment(
      timeZone,
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      schedule.hour,
    ),
  };
}
