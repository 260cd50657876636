import { idParam } from "@shared/schemas/common";
import type { FastifyRequest } from "fastify";

/**
 * A route's path parameter as the URL has it, before validation: policies run before the parameters are
 * validated (a caller without permission learns no rules), so they read them raw.
 */
export function rawParam(request: FastifyRequest, name: string): string | undefined {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === "string" ? value : undefined;
}

/** A route's `:id` as a database id, before validation (null when it is not one: validation answers). */
export function rawIdParam(request: FastifyRequest, name = "id"): number | null {
  const parsed = idParam().safeParse(rawParam(request, name));
  return parsed.success ? parsed.data : null;
}
