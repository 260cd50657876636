import { z } from "zod";
import {
  DATE_ONLY,
  EARLIEST_REVIEW_DATE,
  EDIT_SNIPPET_MIN,
  isCalendarDate,
  latestReviewDate,
  SELECT_PUBLICATION_MESSAGE,
  SNIPPET_MAX,
  SNIPPET_MIN,
  SYNC_STATUSES,
} from "../constants/critic-review";
import { httpUrl } from "./common";
import { episodeIdField, podcastIdField, RATING_REQUIRED, REVIEW_NOT_FOUND } from "./review";

export * from "../constants/critic-review";

/** A missing URL gets the field's own message, not the generic 'Required'. */
const urlField = (message: string) => z.string({ error: message }).pipe(httpUrl(message));

/**
 * A review date: YYYY-MM-DD, or a full ISO date-time (a client that sends a Date value), whose UTC
 * day is taken. Never after today in UTC+14 (latestReviewDate), never before 1900-01-01.
 */
function reviewDate(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .transform((value, ctx) => {
      let day = value;
      if (!DATE_ONLY.test(value)) {
        const parsed = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
        if (!parsed || Number.isNaN(parsed.getTime())) {
          ctx.addIssue({ code: "custom", message: messages.invalid });
          return z.NEVER;
        }
        day = parsed.toISOString().slice(0, 10);
      }
      if (!isCalendarDate(day)) {
        ctx.addIssue({ code: "custom", message: messages.invalid });
        return z.NEVER;
      }
      if (day > latestReviewDate()) {
        ctx.addIssue({ code: "custom", message: "Review date cannot be in the future" });
        return z.NEVER;
      }
      if (day < EARLIEST_REVIEW_DATE) {
        ctx.addIssue({ code: "custom", message: "Review date cannot be before Jan. 1, 1900" });
        return z.NEVER;
      }
      return day;
    });
}

/** No rating at all is the forms' "nothing chosen yet" (RATING_REQUIRED); below 0.5 the spec's message. */
const submissionRating = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? RATING_REQUIRED : "Rating is required",
  })
  .min(0.5, "Rating is required")
  .max(5, "Rating must be between 0.5 and 5")
  .multipleOf(0.5, "Rating must be in 0.5 increments");

const publicationId = z
  .union([z.string().trim().max(100, SELECT_PUBLICATION_MESSAGE), z.number().int()], {
    error: SELECT_PUBLICATION_MESSAGE,
  })
  .nullish()
  .transform((value) => (value === null || value === undefined || value === "" ? null : String(value)));

const podcastName = z
  .string({ error: "Podcast name is required" })
  .trim()
  .min(1, "Podcast name is required")
  .max(300, "Podcast name must be at most 300 characters");

const snippet = z
  .string({ error: `Snippet should be at least ${SNIPPET_MIN} characters` })
  .trim()
  .min(SNIPPET_MIN, `Snippet should be at least ${SNIPPET_MIN} characters`)
  .max(SNIPPET_MAX, `Snippet should be at most ${SNIPPET_MAX} characters`);

/**
 * POST /api/airtable/reviews. Reviewer and publication are not part of it: the server takes them from
 * the signed-in critic (any such fields in the payload are ignored).
 */
export const criticReviewSubmissionSchema = z.object({
  podcastName,
  url: urlField("Please enter a valid URL"),
  date: reviewDate({ required: "Please select a date", invalid: "Please select a valid date" }),
  rating: submissionRating,
  snippet,
  publication_id: publicationId,
  /** The catalogue podcast picked in the form: the review links to it exactly (issue 12). */
  podcastId: podcastIdField.nullish().transform((value) => value ?? null),
  /**
   * The episode reviewed (issue 52 item 4): one of the review's podcast's episodes (the podcast picked, or
   * the one its name matches), or null for the podcast as a whole.
   */
  episodeId: episodeIdField.nullish().transform((value) => value ?? null),
});
export type CriticReviewSubmission = z.input<typeof criticReviewSubmissionSchema>;

/** The add-review form: the submission plus the read-only reviewer and publication it shows. */
export const criticReviewFormSchema = criticReviewSubmissionSchema.extend({
  reviewer: z.string({ error: "Reviewer name is required" }).trim().min(1, "Reviewer name is required"),
  publication: z
    .string({ error: "Publication name is required" })
    .trim()
    .min(1, "Publication name is required"),
});
export type CriticReviewFormInput = z.input<typeof criticReviewFormSchema>;

/**
 * The add-review form of a critic with several publications: one of them must be picked (the name shown
 * follows the pick). Checked with the other fields (`when`), so every problem shows at once and each
 * clears as soon as it is fixed.
 */
export const criticReviewFormWithPublicationSchema = criticReviewFormSchema
  .extend({ publication: z.string() })
  .refine((form) => form.publication_id !== null && form.publication_id !== undefined, {
    path: ["publication"],
    message: SELECT_PUBLICATION_MESSAGE,
    when: ({ value }) => typeof value === "object" && value !== null,
  });

/** PATCH /api/critic-reviews/:id: only the given fields change (at least one). */
/**
 * A critic review's id in a URL as the critic database names it: our own number or an Airtable record id
 * (any text up to 100 characters; the database decides whether it exists, and a longer one is "Review not found").
 */
export const criticReviewPathParams = z.object({ id: z.string().min(1).max(100, REVIEW_NOT_FOUND) });

export const criticReviewEditSchema = z.object({
  snippet: z
    .string({ error: `Review must be at least ${EDIT_SNIPPET_MIN} characters.` })
    .trim()
    .min(EDIT_SNIPPET_MIN, `Review must be at least ${EDIT_SNIPPET_MIN} characters.`)
    .max(SNIPPET_MAX, `Review must be at most ${SNIPPET_MAX} characters.`)
    .optional(),
  // 0.5 to 5 in half steps, as everywhere; leaving it out keeps the rating (0 is no rating, refused).
  rating: z
    .number({ error: "Rating must be between 0.5 and 5" })
    .min(0.5, "Rating must be between 0.5 and 5")
    .max(5, "Rating must be between 0.5 and 5")
    .multipleOf(0.5, "Rating must be in 0.5 increments")
    .optional(),
  date: z
    .string({ error: "Date must be in YYYY-MM-DD format" })
    .trim()
    .regex(DATE_ONLY, "Date must be in YYYY-MM-DD format")
    .refine(isCalendarDate, "Date must be in YYYY-MM-DD format")
    .refine((day) => day <= latestReviewDate(), "Review date cannot be in the future")
    .refine((day) => day >= EARLIEST_REVIEW_DATE, "Review date cannot be before Jan. 1, 1900")
    .optional(),
  url: urlField("Must be a valid URL").optional(),
  /** Another episode of the review's podcast, or null for the podcast as a whole; left out, it stays. */
  episodeId: episodeIdField.optional(),
});
export type CriticReviewEditInput = z.input<typeof criticReviewEditSchema>;
export type CriticReviewChanges = z.output<typeof criticReviewEditSchema>;

/** The episode a critic review is about, as its answers name it. */
export const criticReviewEpisodeSchema = z.object({ id: z.number().int(), title: z.string() });
export type CriticReviewEpisode = z.infer<typeof criticReviewEpisodeSchema>;

/** A critic review as the API answers it. */
export const criticReviewSchema = z
  .object({
    /** The critic database's record id; `sub_…` while the review waits for delivery. */
    id: z.string(),
    reviewer: z.string(),
    publication: z.string(),
    podcast: z.string(),
    snippet: z.string(),
    rating: z.number().nullable(),
    /** YYYY-MM-DD */
    date: z.string().nullable(),
    url: z.string().nullable(),
    /** The catalogue podcast the review is linked to (picked in the form, or matched by title); null if none. */
    podcastId: z.number().int().nullable(),
    /** The episode of that podcast the review is about; null for the podcast as a whole. */
    episodeId: z.number().int().nullable(),
    episode: criticReviewEpisodeSchema.nullable(),
    syncStatus: z.enum(SYNC_STATUSES),
    /** Why the last delivery attempt failed (while pending or failed). */
    syncError: z.string().nullable(),
    submittedAt: z.string().nullable(),
    /**
     * True while a moderator hides it (the public lists leave it out; its critic's own list says "Hidden by
     * a moderator"). Every answer that carries a critic review says it, an edit's too.
     */
    hidden: z.boolean(),
  })
  .meta({ id: "CriticReview" });
export type CriticReview = z.infer<typeof criticReviewSchema>;

export const publicationOptionSchema = z.object({ id: z.string(), name: z.string() });
export type PublicationOption = z.infer<typeof publicationOptionSchema>;

/** GET /api/critic/:criticName/info */
export const criticInfoSchema = z.object({
  criticName: z.string(),
  total_reviews: z.number().int(),
  publication: z.string(),
  hasMultiplePublications: z.boolean(),
  publications: z.array(publicationOptionSchema),
});
export type CriticInfo = z.infer<typeof criticInfoSchema>;

/** POST /api/airtable/reviews answer. */
export const criticReviewSubmittedSchema = z.object({ message: z.string(), review: criticReviewSchema });
export type CriticReviewSubmitted = z.infer<typeof criticReviewSubmittedSchema>;

/** GET /api/admin/critic-reviews/sync: delivery to the critic database at a glance. */
export const syncOverviewSchema = z.object({
  counts: z.record(z.enum(SYNC_STATUSES), z.number().int()),
  /** The most recent submissions that are not delivered, failed ones first. */
  waiting: z.array(criticReviewSchema),
});
export type SyncOverview = z.infer<typeof syncOverviewSchema>;

export { criticCardPath, criticPagePath, criticSharePath } from "../constants/critic-share";
