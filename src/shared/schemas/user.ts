import { z } from "zod";
import { DIGEST_SETTINGS } from "../constants/following";
import { ROLES, USER_STATUSES } from "../constants/roles";
import { dateTimeString } from "./common";

/** The signed-in user as every account endpoint answers it: `{ user }`. */
export const userSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    location: z.string().nullable(),
    genres: z.array(z.string()).nullable(),
    role: z.enum(ROLES),
    status: z.enum(USER_STATUSES),
    criticName: z.string().nullable(),
    /** The public critic page's slug (/critics/<slug>); null without a critic name. */
    criticSlug: z.string().nullable(),
    createdAt: dateTimeString(),
    lastLogin: dateTimeString().nullable(),
    /** The weekly digest of what the user follows: weekly (the default) or off. */
    digest: z.enum(DIGEST_SETTINGS),
  })
  .meta({ id: "User" });
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** GET /api/session: the signed-in user, or null when signed out (never a 401). */
export const sessionResponseSchema = z.object({ user: userSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
