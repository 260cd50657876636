/** Plain constants, no zod: admin pages without forms import them without pulling the validation library into their chunks. */
export const USER_SORTS = ["newest", "oldest", "username", "name", "lastLogin"] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const TOTAL_COUNT_HEADER = "x-total-count";

export const AUDIT_ACTIONS = {
  "user.assign_critic": "Assigned critic name",
  "user.suspend": "Suspended user",
  "user.activate": "Activated user",
  "user.set_pending": "Set user to pending",
  "user.set_email": "Set email",
  "user.set_role": "Changed role",
  "user.update": "Updated user",
  "user.delete": "Deleted user",
  "user.invite": "Invited user",
  "critic.create": "Created critic",
  "critic.add_publication": "Added publication",
  "milestone.check": "Checked milestone",
  "critic.nudge": "Nudged critic",
  "export.users": "Exported users",
  "export.critic_reviews": "Exported critic reviews",
  "export.reviews": "Exported user reviews",
  "critic_review.link": "Linked critic review",
  "critic_review.unlink": "Unlinked critic review",
  "podcast.create": "Added podcast",
  "podcast.update": "Edited podcast",
  "podcast.import": "Imported podcasts",
  "podcast.feed_moved": "Feed moved permanently (301/308)",
  "podcast.feed_refresh": "Asked for a feed refresh",
  "critic_review.update": "Edited another critic's review",
  "critic_review.delete": "Deleted critic review",
  "delivery.retry": "Retried delivery",
  "delivery.retry_all": "Retried failed deliveries",
  "user.update_profile": "Edited another user's profile",
  "review.update": "Edited another user's review",
  "application.approve": "Approved critic application",
  "application.decline": "Declined critic application",
  "report.hide": "Hid a reported review",
  "report.dismiss": "Dismissed the reports of a review",
  "report.restore": "Restored a hidden review",
  "report.mark_spoiler": "Marked a reported review as a spoiler",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = [
  "user",
  "critic",
  "export",
  "podcast",
  "critic_review",
  "review",
  "application",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The administrators' CSV exports: GET /api/admin/export/<name>.csv. */
export const ADMIN_EXPORTS = {
  users: { label: "Users", audit: "export.users" },
  "critic-reviews": { label: "Critic reviews", audit: "export.critic_reviews" },
  reviews: { label: "User reviews", audit: "export.reviews" },
} as const satisfies Record<string, { label: string; audit: AuditAction }>;
export type AdminExportName = keyof typeof ADMIN_EXPORTS;
export const adminExportPath = <N extends AdminExportName>(name: N) =>
  `/api/admin/export/${name}.csv` as const;
