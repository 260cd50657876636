interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const candidate = current as PgError;
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** True for an error the database raised (drizzle wraps them: the code is on a cause). */
export const isDatabaseError = (error: unknown): boolean => pgError(error) !== undefined;

/** True for a unique-constraint violation (optionally of one named constraint or index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error);
  if (pg?.code !== "23505") return false;
  if (!constraint) return true;
  return (
    pg.constraint === constraint ||
    String((error as Error).message ?? "").includes(constraint) ||
    String((pg as Error).message ?? "").includes(constraint)
  );
}
