import type { Role } from "@shared/constants/roles";
import { idParam } from "@shared/schemas/common";
import type { FastifyRequest } from "fastify";
import type { UserRow } from "../db/schema";
import { forbidden, unauthorized } from "../errors";

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** The signed-in user with the given role, or 401 / 403. */
export function requireRole(request: FastifyRequest, role: Role): UserRow {
  const user = requireUser(request);
  if (user.role !== role) {
    throw forbidden(role === "admin" ? "Administrators only." : "This is only available to critics.");
  }
  return user;
}

export const requireAdmin = (request: FastifyRequest) => requireRole(request, "admin");
export const isAdmin = (user: UserRow | null) => user?.role === "admin";

/**
 * Route guards for `preValidation` (or `onRequest` where the body is large): they run before the body,
 * query and params are validated, so a caller without permission gets 401 / 403 whatever they send and
 * learns no field rules. Every guarded route uses one of these.
 */
export const guards = {
  signedIn: async (request: FastifyRequest) => {
    requireUser(request);
  },
  admin: async (request: FastifyRequest) => {
    requireAdmin(request);
  },
};

/** A route's `:id` as a database id, before validation (null when it is not one: validation answers). */
export function rawIdParam(request: FastifyRequest): number | null {
  const parsed = idParam().safeParse((request.params as { id?: unknown }).id);
  return parsed.success ? parsed.data : null;
}
