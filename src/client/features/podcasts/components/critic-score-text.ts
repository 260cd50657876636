import { plural } from "@client/lib/format";
import type { CriticScore } from "@shared/schemas/podcast";

/**
 * What a podcast's critics' score says below the minimum (CRITIC_SCORE_MIN_CRITICS, sent with the score):
 * "Critics' score after 3 critics (1 so far)", in place of a figure, wherever the score is shown.
 */
export const criticScorePending = (score: CriticScore) =>
  `Critics' score after ${plural(score.minimum, "critic")} (${score.count} so far)`;
