import { z } from "zod";
import { type AuditAction, type AuditTargetType, USER_SORTS } from "../constants/admin";
import { type CriticActivity, TREND_WEEKS } from "../constants/insight";
import { ROLES, USER_STATUSES } from "../constants/roles";
import { usernameField } from "./auth";
import { idParam, text } from "./common";
import { nameText } from "./names";
import type { User } from "./user";

export {
  AUDIT_ACTIONS,
  type AuditAction,
  TOTAL_COUNT_HEADER,
  USER_SORTS,
  type UserSort,
} from "../constants/admin";

export const ROLE_MESSAGE = `Role must be one of: ${ROLES.join(", ")}`;
export const STATUS_MESSAGE = `Status must be one of: ${USER_STATUSES.join(", ")}`;
export const CRITIC_NAME_REQUIRED = "Please select a critic name";
export const ADMIN_EMAIL_MESSAGE = "Please enter a valid email";
export const NOTHING_TO_UPDATE = "Nothing to update: send a critic name, a status, a role or an email.";

export const roleField = z.enum(ROLES, { error: ROLE_MESSAGE });
export const statusField = z.enum(USER_STATUSES, { error: STATUS_MESSAGE });

export const criticNameField = nameText("Critic name", { length: 1, message: CRITIC_NAME_REQUIRED }, 100);

export const adminEmailField = text()
  .trim()
  .min(1, ADMIN_EMAIL_MESSAGE)
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email(ADMIN_EMAIL_MESSAGE))
  .transform((value) => value.toLowerCase());

/**
 * PUT /api/users/:id. The spec's three shapes: `{ name, role, status }` assigns a critic name (name is the
 * critic name), `{ status }` suspends or activates, `{ email }` adds an e-mail. `{ role }` alone changes
 * the role. Fields may be combined; at least one is needed.
 */
export const adminUserUpdateSchema = z
  .object({
    name: criticNameField.optional(),
    role: roleField.optional(),
    status: statusField.optional(),
    email: adminEmailField.optional(),
  })
  .refine((v) => Object.values(v).some((field) => field !== undefined), { message: NOTHING_TO_UPDATE });
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

/** Client forms. */
export const assignCriticFormSchema = z.object({ criticName: criticNameField });
export const addEmailFormSchema = z.object({ email: adminEmailField });

export const USERS_PAGE_SIZE_MAX = 100;

const pageField = z.coerce
  .number({ error: "Page must be a whole number" })
  .int("Page must be a whole number")
  .min(1, "Page must be at least 1")
  .max(1_000_000, "Page is too large");
const pageSizeField = (max: number) =>
  z.coerce
    .number({ error: "Page size must be a whole number" })
    .int("Page size must be a whole number")
    .min(1, "Page size must be at least 1")
    .max(max, `Page size must be at most ${max}`);

/**
 * GET /api/users: without `page` or `pageSize` every matching user is listed (the spec's client);
 * with either, one page. The total always comes in the X-Total-Count header.
 */
export const userListQuerySchema = z.object({
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  role: roleField.optional(),
  status: statusField.optional(),
  sort: z.enum(USER_SORTS, { error: `Sort must be one of: ${USER_SORTS.join(", ")}` }).optional(),
  page: pageField.optional(),
  pageSize: pageSizeField(USERS_PAGE_SIZE_MAX).optional(),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const auditQuerySchema = z.object({
  page: pageField.default(1),
  pageSize: pageSizeField(100).default(25),
  action: z.string().trim().max(50).optional(),
  // As ids, not coerced numbers: 2147483648 would pass .int().positive() and overflow the integer column.
  actorId: idParam("actorId must be a user id").optional(),
  targetUserId: idParam("targetUserId must be a user id").optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

const TREND_WEEKS_MESSAGE = `weeks must be a whole number from ${TREND_WEEKS.min} to ${TREND_WEEKS.max}`;
export const trendsQuerySchema = z.object({
  weeks: z.coerce
    .number({ error: TREND_WEEKS_MESSAGE })
    .int(TREND_WEEKS_MESSAGE)
    .min(TREND_WEEKS.min, TREND_WEEKS_MESSAGE)
    .max(TREND_WEEKS.max, TREND_WEEKS_MESSAGE)
    .default(TREND_WEEKS.default),
});

export interface AdminStats {
  podcastCount: number;
  reviewCount: number;
  userCount: number;
  criticsCount: number;
  /** Critic reviews accepted by the server and still waiting for delivery to the critic database. */
  pendingDeliveries: number;
  /** Critic reviews whose delivery gave up after every retry; an administrator can queue them again. */
  failedDeliveries: number;
  /** Critic reviews that reached the critic database in the last 24 hours. */
  deliveredLast24Hours: number;
  /** When the oldest critic review still waiting for delivery was submitted (ISO 8601), or null. */
  oldestWaitingSince: string | null;
  /** The newest delivery error among the reviews not delivered yet, or null. */
  lastDeliveryError: DeliveryError | null;
}

export interface DeliveryError {
  /** The review's API id, for POST /api/admin/critic-reviews/:id/retry once it has failed. */
  reviewId: string;
  reviewer: string;
  podcast: string;
  status: "pending" | "failed";
  message: string;
  /** When the error happened (ISO 8601). */
  at: string;
}

export interface AuditEntry {
  id: number;
  action: AuditAction;
  actorId: number | null;
  actorUsername: string;
  targetType: AuditTargetType;
  targetId: string | null;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

/** GET /api/admin/critic-names: the spec's fields, plus every publication and who holds the name. */
export interface AdminCriticName {
  id: string;
  name: string;
  publication: string | null;
  total_reviews: number;
  publications: { id: string; name: string }[];
  assignedUserId: number | null;
  assignedUsername: string | null;
}

/** GET /api/admin/critic-names answers each critic name with its activity and when it was last nudged. */
export type AdminCriticWithActivity = AdminCriticName & CriticActivity & { lastNudgedAt: string | null };

const publicationField = nameText(
  "Publication name",
  { length: 1, message: "Publication name is required" },
  150,
);

export const newCriticNameField = nameText(
  "Critic name",
  { length: 2, message: "Critic name must be at least 2 characters" },
  100,
);

/**
 * POST /api/admin/critic-names: a critic name with its first publication and, optionally, a user account
 * for it that is invited by e-mail to set a password.
 */
export const criticAccountSchema = z.object({ username: usernameField, email: adminEmailField });

export const createCriticSchema = z.object({
  name: newCriticNameField,
  publication: publicationField,
  account: criticAccountSchema.nullish().transform((value) => value ?? null),
});
export type CreateCriticInput = z.input<typeof createCriticSchema>;

/** POST /api/admin/critic-names/:name/publications */
export const addPublicationSchema = z.object({ publication: publicationField });
export type AddPublicationInput = z.input<typeof addPublicationSchema>;

export interface CreatedCritic {
  message: string;
  critic: AdminCriticName;
  /** The invited account, when one was asked for. */
  user: User | null;
}
