import { formatListDate } from "@client/lib/format";

/** "1 h 02 min", "12 min", "45 s": an episode's length as people read it. */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** "S2 · E5", "E5" or nothing. */
export function episodeNumbering(season: number | null, number: number | null): string | null {
  const parts = [season !== null ? `S${season}` : null, number !== null ? `E${number}` : null].filter(
    Boolean,
  );
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The line under an episode's title: numbering, date and length, those it has. */
export function episodeFacts(e: {
  season: number | null;
  number: number | null;
  publishedAt: string | null;
  durationSeconds: number | null;
}): string {
  return [
    episodeNumbering(e.season, e.number),
    e.publishedAt ? formatListDate(e.publishedAt) : null,
    formatDuration(e.durationSeconds),
  ]
    .filter(Boolean)
    .join(" · ");
}
