import { z } from "zod";
import { ID_MAX } from "../constants/ids";
import { dateTimeString } from "./common";
import { INVALID_PODCAST_ID, podcastDetailSchema } from "./podcast";

export const INVALID_REVIEW_ID = "Invalid review ID";
export const REVIEW_NOT_FOUND = "Review not found";
export const DUPLICATE_REVIEW = "You have already reviewed this podcast. Edit your existing review instead.";
export const DUPLICATE_EPISODE_REVIEW =
  "You have already reviewed this episode. Edit your existing review instead.";
export const INVALID_EPISODE_FIELD = "Invalid episode ID";
/** A new review while the author's earlier one of the podcast is hidden (deleted by them or not). */
export const HIDDEN_REVIEW_BLOCKS =
  "A moderator hid your earlier review of this podcast: you can write another once a moderator has decided on it.";
/** The author un-ticking a spoiler warning a moderator set. */
export const MODERATOR_SPOILER_MARK =
  "A moderator marked this review as containing spoilers: only a moderator can remove the warning.";
/** No rating chosen, in every review form and answer (issue 49 item 2: forms start without one). */
export const RATING_REQUIRED = "Please choose a rating.";
export const RATING_TOO_HIGH = "Rating cannot be more than 5";
export const RATING_STEP = "Rating must be in 0.5 increments";
export const SPOILERS_NOT_BOOLEAN = "Contains spoilers must be true or false";

/** 0.5 to 5 in half steps: nothing chosen (or 0) asks for a rating; above 5 says so. */
export const ratingField = z
  .unknown()
  .transform((value, ctx) => {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0.5) {
      ctx.addIssue({ code: "custom", message: RATING_REQUIRED });
      return z.NEVER;
    }
    if (value > 5) {
      ctx.addIssue({ code: "custom", message: RATING_TOO_HIGH });
      return z.NEVER;
    }
    if (!Number.isInteger(value * 2)) {
      ctx.addIssue({ code: "custom", message: RATING_STEP });
      return z.NEVER;
    }
    return value;
  })
  .meta({ type: "number", minimum: 0.5, maximum: 5, multipleOf: 0.5, description: "Stars, in half steps" });

const titleField = z
  .string({ error: "Title must be at least 3 characters" })
  .trim()
  .min(3, "Title must be at least 3 characters")
  .max(100, "Title must be no more than 100 characters");

const contentField = z
  .string({ error: "Review must be at least 10 characters" })
  .trim()
  .min(10, "Review must be at least 10 characters")
  .max(2000, "Review must be no more than 2000 characters");

export const podcastIdField = z
  .unknown()
  .transform((value, ctx) => {
    const n = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > ID_MAX) {
      ctx.addIssue({ code: "custom", message: INVALID_PODCAST_ID });
      return z.NEVER;
    }
    return n;
  })
  .meta({ type: "integer", minimum: 1, maximum: ID_MAX });

/**
 * The episode reviewed (issue 52 item 4): an id of one of the reviewed podcast's episodes, or null for the
 * podcast as a whole. Left out of an edit, the review keeps its episode.
 */
export const episodeIdField = z
  .unknown()
  .transform((value, ctx) => {
    if (value === null) return null;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > ID_MAX) {
      ctx.addIssue({ code: "custom", message: INVALID_EPISODE_FIELD });
      return z.NEVER;
    }
    return value;
  })
  .meta({ type: ["integer", "null"], minimum: 1, maximum: ID_MAX });

/** The author's warning that the text gives the story away: lists then hide it until a reader asks. */
const containsSpoilersField = z.boolean({ error: SPOILERS_NOT_BOOLEAN });

export const reviewUpdateSchema = z.object({
  title: titleField,
  content: contentField,
  rating: ratingField,
  /** Left out of an edit, the review keeps the flag it has (an author's or a moderator's). */
  containsSpoilers: containsSpoilersField.optional(),
  episodeId: episodeIdField.optional(),
});

export const reviewCreateSchema = reviewUpdateSchema.extend({
  podcastId: podcastIdField,
  containsSpoilers: containsSpoilersField.default(false),
  episodeId: episodeIdField.optional(),
});

/** The review form: the rating starts unset (0) so that "Please choose a rating." can show. */
export type ReviewFormInput = {
  title: string;
  content: string;
  rating: number;
  containsSpoilers: boolean;
  /** The episode reviewed; null for the podcast as a whole. */
  episodeId?: number | null;
};
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

export const reviewAuthorSchema = z.object({ id: z.number().int(), name: z.string(), username: z.string() });
export type ReviewAuthor = z.infer<typeof reviewAuthorSchema>;

/** A user's review of a podcast, with its author (so a list needs no extra calls). */
export const reviewSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    podcastId: z.number().int(),
    /** The episode reviewed; null for the podcast as a whole. */
    episodeId: z.number().int().nullable(),
    title: z.string(),
    content: z.string(),
    rating: z.number(),
    /** Lists show the title and a "Contains spoilers" notice; the text only when the reader asks. */
    containsSpoilers: z.boolean(),
    createdAt: dateTimeString(),
    updatedAt: dateTimeString(),
    user: reviewAuthorSchema,
    /** A moderator hid it: only its author is shown it (with "Hidden by a moderator"). */
    hidden: z.boolean(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/podcasts/:id: the podcast, its rating distribution and the signed-in user's review. */
export const podcastViewSchema = podcastDetailSchema.extend({ myReview: reviewSchema.nullable() });
export type PodcastView = z.infer<typeof podcastViewSchema>;
