import { localDateString } from "@shared/schemas/critic";

/** Test data for critic reviews, without an app: names that never clash, and a valid submission. */

let counter = 0;
export const uniqueCriticName = (base = "Critic") =>
  `${base} ${process.pid}${Date.now().toString(36)}${counter++}`;

export const validSubmission = (overrides: Record<string, unknown> = {}) => ({
  podcastName: "The Daily",
  url: "https://example.com/reviews/the-daily",
  date: localDateString(),
  rating: 4.5,
  snippet: "A tight, well-reported morning briefing that never wastes a minute of the listener's time.",
  ...overrides,
});
