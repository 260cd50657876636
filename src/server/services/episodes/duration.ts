/**
 * `itunes:duration` in any of the forms feeds use: seconds ("3723", "3723.5"), "MM:SS", "HH:MM:SS"
 * (minutes or seconds may be past 59 in the wild: "75:00"), fractional seconds in the last part. Anything
 * else is unknown (null), never a guess.
 */
export function parseDuration(value: string | null | undefined): number | null {
  const text = value?.trim();
  if (!text) return null;
  const parts = text.split(":");
  if (parts.length > 3) return null;
  let seconds = 0;
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1;
    if (!(last ? /^\d+(\.\d+)?$/ : /^\d+$/).test(part)) return null;
    seconds = seconds * 60 + Number(part);
  }
  const rounded = Math.round(seconds);
  return Number.isSafeInteger(rounded) && rounded <= 2_147_483_647 ? rounded : null;
}
