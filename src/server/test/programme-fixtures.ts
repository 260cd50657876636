import { uniqueCriticName } from "./critic-data";

/** A valid application to the critic programme (POST /api/critic-applications), with a fresh critic name. */
export const validApplication = (overrides: Record<string, unknown> = {}) => ({
  criticName: uniqueCriticName("Applicant"),
  publications: ["The Listening Post"],
  links: ["https://listeningpost.example/reviews/1"],
  statement: "I have reviewed podcasts for The Listening Post for three years, mostly history shows.",
  ...overrides,
});
