// Reports and moderation (issue 30). Plain values, no zod: the review lists (which show the Report action
// and the "Hidden by a moderator" notice) and the Reports page's address use them without the validation
// library.

/** What a review is: an audience review (`reviews`) or a critic review (`critic_reviews`). */
export const REPORT_KINDS = ["review", "critic-review"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = ["spam", "offensive", "spoiler", "off-topic", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog, the Reports page and the author's e-mail name each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Offensive or abusive",
  spoiler: "Gives away the story (spoiler)",
  "off-topic": "Not about this podcast",
  other: "Something else",
};

/** A reported review's case: open until decided, then hidden or dismissed (a new report reopens a dismissal). */
export const REPORT_STATUSES = ["open", "hidden", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** The Reports page's filter: `open` is the queue, `closed` the decided (hidden or dismissed). */
export const REPORT_FILTERS = ["open", "closed"] as const;
export type ReportFilter = (typeof REPORT_FILTERS)[number];

export const MODERATION_ACTIONS = ["hide", "dismiss", "restore", "mark-spoiler"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const REPORT_NOTE_MAX = 500;
export const REPORTS_PAGE_SIZE = 20;

export const REPORT_THANKS = "Thank you. An administrator will look at this review.";
export const ALREADY_REPORTED = "You have already reported this review.";
export const OWN_REVIEW_REPORT = "You cannot report your own review.";
export const REPORTED_REVIEW_NOT_FOUND = "Review not found";
export const NOT_REPORTED = "This review has not been reported.";
export const SPOILER_AUDIENCE_ONLY =
  "Only audience reviews can be marked as spoilers. Hide or dismiss a critic review instead.";
export const RESTORE_NOT_HIDDEN =
  "This review is not hidden, so there is nothing to restore. Dismiss the reports to keep it as it is.";
export const DISMISS_HIDDEN =
  "This review is hidden. Restore it to show it again; dismissing would leave it hidden.";
/** Past REPORTS_PER_DAY (a sliding 24 hours, counted from the reports themselves). */
export const tooManyReportsMessage = (perDay: number, wait: string) =>
  `You have sent ${perDay} reports in the last 24 hours, the most an account may send in a day. Please try again in ${wait}.`;
export const REPORT_ACTIVE_ONLY = "Only an active account can report reviews.";
export const REPORT_HIDDEN_REVIEW = "This review is already hidden by a moderator.";

/** What the author of a hidden review reads where they see it. */
export const HIDDEN_NOTICE = "Hidden by a moderator";
