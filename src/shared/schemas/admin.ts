import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, USER_SORTS } from "../constants/admin";
import { CRITIC_ACTIVITY_STATUSES, TREND_WEEKS } from "../constants/insight";
import { ROLES, USER_STATUSES } from "../constants/roles";
import { usernameField } from "./auth";
import { dateTimeString, emailAddress, idParam, PAGE_MAX, pageQuery, queryInt } from "./common";
import { criticNameText, nameText } from "./names";
import { userSchema } from "./user";

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

export const criticNameField = criticNameText({ length: 1, message: CRITIC_NAME_REQUIRED });

export const adminEmailField = emailAddress(ADMIN_EMAIL_MESSAGE).transform((value) => value.toLowerCase());

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

/**
 * GET /api/users: without `page` or `pageSize` every matching user is listed (the spec's client);
 * with either, one page. The total always comes in the X-Total-Count header.
 */
export const userListQuerySchema = z.object({
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  role: roleField.optional(),
  status: statusField.optional(),
  sort: z.enum(USER_SORTS, { error: `Sort must be one of: ${USER_SORTS.join(", ")}` }).optional(),
  page: queryInt("page", 1, PAGE_MAX, undefined),
  pageSize: queryInt("pageSize", 1, USERS_PAGE_SIZE_MAX, undefined),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const auditQuerySchema = z.object({
  ...pageQuery(25),
  action: z.string().trim().max(50).optional(),
  // As ids, not coerced numbers: 2147483648 would pass .int().positive() and overflow the integer column.
  actorId: idParam("actorId must be a user id").optional(),
  targetUserId: idParam("targetUserId must be a user id").optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** `?weeks=`: plain decimal digits from 4 to 52 (not `0x10` nor `1e1`); empty or absent is the default. */
export const trendsQuerySchema = z.object({
  weeks: queryInt("weeks", TREND_WEEKS.min, TREND_WEEKS.max, TREND_WEEKS.default),
});

const count = () => z.number().int();

export const deliveryErrorSchema = z.object({
  /** The review's API id, for POST /api/admin/critic-reviews/:id/retry once it has failed. */
  reviewId: z.string(),
  reviewer: z.string(),
  podcast: z.string(),
  status: z.enum(["pending", "failed"]),
  message: z.string(),
  /** When the error happened (ISO 8601). */
  at: dateTimeString(),
});
export type DeliveryError = z.infer<typeof deliveryErrorSchema>;

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  podcastCount: count(),
  reviewCount: count(),
  userCount: count(),
  criticsCount: count(),
  /** Critic reviews accepted by the server and still waiting for delivery to the critic database. */
  pendingDeliveries: count(),
  /** Critic reviews whose delivery gave up after every retry; an administrator can queue them again. */
  failedDeliveries: count(),
  /** Critic reviews that reached the critic database in the last 24 hours. */
  deliveredLast24Hours: count(),
  /** When the oldest critic review still waiting for delivery was submitted (ISO 8601), or null. */
  oldestWaitingSince: dateTimeString().nullable(),
  /** The newest delivery error among the reviews not delivered yet, or null. */
  lastDeliveryError: deliveryErrorSchema.nullable(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One week of GET /api/admin/stats/trends (weeks start on Monday in APP_TIMEZONE). */
export const trendWeekSchema = z.object({
  /** YYYY-MM-DD, the Monday. */
  weekStart: z.string(),
  criticReviews: count(),
  userReviews: count(),
  registrations: count(),
  /** Critics with at least one review dated in the week. */
  activeCritics: count(),
});
export type TrendWeek = z.infer<typeof trendWeekSchema>;

/** A period's figures: the sums of its weeks, except activeCritics, the critics with a review in it. */
export const trendTotalsSchema = trendWeekSchema.omit({ weekStart: true });
export type TrendTotals = z.infer<typeof trendTotalsSchema>;

/**
 * The weeks, and the asked weeks together (`current`, the current week so far included) and the as many
 * weeks before them (`previous`), for "+12 % on the previous 4 weeks".
 */
export const trendsSchema = z.object({
  weeks: z.array(trendWeekSchema),
  periods: z.object({ current: trendTotalsSchema, previous: trendTotalsSchema }),
});
export type Trends = z.infer<typeof trendsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]),
  actorId: z.number().int().nullable(),
  actorUsername: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: dateTimeString(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/critic-names: the spec's fields, plus every publication and who holds the name. */
export const adminCriticNameSchema = z.object({
  id: z.string(),
  name: z.string(),
  publication: z.string().nullable(),
  total_reviews: count(),
  publications: z.array(z.object({ id: z.string(), name: z.string() })),
  assignedUserId: z.number().int().nullable(),
  assignedUsername: z.string().nullable(),
});
export type AdminCriticName = z.infer<typeof adminCriticNameSchema>;

/** A critic's activity, as GET /api/admin/critic-names adds it to each critic name. */
export const criticActivitySchema = z.object({
  reviewsLast30Days: count(),
  totalReviews: count(),
  /** Mean rating of the rated reviews, to one decimal; null with none. */
  averageRating: z.number().nullable(),
  /** YYYY-MM-DD of the newest review, or null. */
  lastReviewDate: z.string().nullable(),
  /** The milestone title for totalReviews. */
  title: z.string(),
  activity: z.enum(CRITIC_ACTIVITY_STATUSES),
  /** Reviews per week for the last 12 weeks (Monday-start in APP_TIMEZONE), oldest first. */
  weekly: z.array(count()),
});
export type CriticActivity = z.infer<typeof criticActivitySchema>;

/** GET /api/admin/critic-names answers each critic name with its activity and when it was last nudged. */
export const adminCriticWithActivitySchema = adminCriticNameSchema
  .extend(criticActivitySchema.shape)
  .extend({ lastNudgedAt: dateTimeString().nullable() });
export type AdminCriticWithActivity = z.infer<typeof adminCriticWithActivitySchema>;

/** DELETE /api/users/:id */
export const deletedUserSchema = z.object({
  message: z.string(),
  username: z.string(),
  sessionsEnded: count(),
  reviewsDeleted: count(),
});

const publicationField = nameText(
  "Publication name",
  { length: 1, message: "Publication name is required" },
  150,
);

export const newCriticNameField = criticNameText({
  length: 2,
  message: "Critic name must be at least 2 characters",
});

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

export const createdCriticSchema = z.object({
  message: z.string(),
  critic: adminCriticNameSchema,
  /** The invited account, when one was asked for. */
  user: userSchema.nullable(),
});
export type CreatedCritic = z.infer<typeof createdCriticSchema>;

/** POST /api/admin/critic-names/:name/publications */
export const addedPublicationSchema = z.object({
  message: z.string(),
  critic: adminCriticNameSchema.nullable(),
});

/** POST /api/admin/critic-names/:name/nudge */
export const nudgedSchema = z.object({ message: z.string(), nudgedAt: dateTimeString() });
