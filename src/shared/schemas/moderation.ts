import { z } from "zod";
import { ID_MAX } from "../constants/ids";
import {
  MODERATION_ACTIONS,
  REPORT_FILTERS,
  REPORT_KINDS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORTS_PAGE_SIZE,
} from "../constants/moderation";
import { dateTimeString, pageQuery } from "./common";
import { NOT_IN_A_NAME, singleLineMessage } from "./names";
import { INVALID_REVIEW_ID, REVIEW_NOT_FOUND } from "./review";

export * from "../constants/moderation";

/*
 * Reports and moderation (issue 30): a signed-in user reports a review, administrators decide on the
 * reported reviews, one case per review.
 */

export const KIND_MESSAGE = `kind must be one of: ${REPORT_KINDS.join(", ")}`;
export const REASON_MESSAGE = "Please choose a reason";
export const ACTION_MESSAGE = `action must be one of: ${MODERATION_ACTIONS.join(", ")}`;

export const reportKindField = z.enum(REPORT_KINDS, { error: KIND_MESSAGE });

/** An optional note: one plain line, at most 500 characters; empty is none. */
const noteField = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(REPORT_NOTE_MAX, `Please keep the ${label.toLowerCase()} to ${REPORT_NOTE_MAX} characters`)
    .refine((value) => !NOT_IN_A_NAME.test(value), singleLineMessage(label))
    .nullish()
    .transform((value) => value || null);

/** An audience review's id: digits (a JSON number is taken too); a critic review's: its API id. */
const AUDIENCE_ID = /^[1-9][0-9]{0,9}$/;
export const isAudienceReviewId = (id: string) => AUDIENCE_ID.test(id) && Number(id) <= ID_MAX;

const reviewIdField = z
  .union([z.string(), z.number()], { error: INVALID_REVIEW_ID })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, INVALID_REVIEW_ID).max(100, REVIEW_NOT_FOUND));

/** POST /api/reports */
export const reportInputSchema = z
  .object({
    kind: reportKindField,
    id: reviewIdField,
    reason: z.enum(REPORT_REASONS, { error: REASON_MESSAGE }),
    note: noteField("Note"),
  })
  .superRefine((input, ctx) => {
    if (input.kind === "review" && !isAudienceReviewId(input.id))
      ctx.addIssue({ code: "custom", path: ["id"], message: INVALID_REVIEW_ID });
  });
export type ReportInput = z.input<typeof reportInputSchema>;

/** The report dialog's fields. */
export const reportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: REASON_MESSAGE }),
  note: noteField("Note"),
});
export type ReportFormValues = z.input<typeof reportFormSchema>;

/** GET /api/admin/reports */
export const reportListQuery = z.object({
  status: z
    .enum(REPORT_FILTERS, { error: `status must be one of: ${REPORT_FILTERS.join(", ")}` })
    .optional()
    .transform((value) => value ?? "open"),
  ...pageQuery(REPORTS_PAGE_SIZE),
});
export type ReportListQuery = z.output<typeof reportListQuery>;

/** PUT /api/admin/reports/:kind/:id: the path. */
export const reportPathParams = z
  .object({ kind: reportKindField, id: z.string().min(1).max(100, REVIEW_NOT_FOUND) })
  .superRefine((params, ctx) => {
    if (params.kind === "review" && !isAudienceReviewId(params.id))
      ctx.addIssue({ code: "custom", path: ["id"], message: INVALID_REVIEW_ID });
  });

/** PUT /api/admin/reports/:kind/:id: the decision. */
export const moderationDecisionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: ACTION_MESSAGE }),
  note: noteField("Note"),
});
export type ModerationDecision = z.input<typeof moderationDecisionSchema>;

/** A reporter's note, as administrators read it (only they see who reported). */
export const reportNoteSchema = z.object({
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reporter: z.string(),
  createdAt: dateTimeString(),
});

/** One reported review in the administrators' queue: every report of it counted in one item. */
export const reportItemSchema = z
  .object({
    kind: reportKindField,
    /** The audience review's id, or the critic review's API id (as the lists name it). */
    id: z.string(),
    /** The catalogue podcast; null for a critic review linked to none. */
    podcastId: z.number().int().nullable(),
    /** The podcast's title (an unlinked critic review: the podcast as the critic named it). */
    podcastTitle: z.string(),
    /** The audience review's author's name, or the critic's name. */
    authorName: z.string(),
    /** The audience review's title; null for a critic review. */
    title: z.string().nullable(),
    /** The review's text (an audience review's content, a critic review's snippet). */
    text: z.string(),
    rating: z.number().nullable(),
    /** An audience review already behind a spoiler notice. */
    containsSpoilers: z.boolean(),
    /** How many reports gave each reason. */
    reasons: z.partialRecord(z.enum(REPORT_REASONS), z.number().int()),
    reportCount: z.number().int(),
    firstReportedAt: dateTimeString(),
    lastReportedAt: dateTimeString(),
    status: z.enum(REPORT_STATUSES),
    /** The latest decision: when, by whom (username) and the administrator's note. */
    decidedAt: dateTimeString().nullable(),
    decidedBy: z.string().nullable(),
    decisionNote: z.string().nullable(),
    /** The reporters' notes, newest first (at most 5). */
    notes: z.array(reportNoteSchema),
  })
  .meta({ id: "ReportedReview" });
export type ReportItem = z.infer<typeof reportItemSchema>;

/** GET /api/admin/reports/summary: the navigation's and the dashboard's count. */
export const reportSummarySchema = z.object({ open: z.number().int() });
export type ReportSummary = z.infer<typeof reportSummarySchema>;
