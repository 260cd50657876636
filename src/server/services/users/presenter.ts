import type { SessionResponse, User } from "@shared/schemas/user";
import type { UserRow } from "../../db/schema";

/** The only way a user leaves the server: never with its password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    location: row.location,
    genres: row.genres,
    role: row.role,
    status: row.status,
    criticName: row.criticName,
    criticSlug: row.slug,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    digest: row.digest,
  };
}

/** GET /api/session's answer (also written into every page: http/boot-data.ts). */
export const toSession = (row: UserRow | null): SessionResponse => ({ user: row ? toUser(row) : null });
