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
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
