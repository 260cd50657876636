import { CriticDbError } from "../../adapters/critic-db";
import { HttpError, refuse } from "../../lib/http-error";
import { waitText } from "../rate-limit";

export const CRITIC_DB_UNREACHABLE = "Could not reach the critic database. Please try again in a moment.";

/** What a request answers when the critic database failed it: never a 500. */
export function criticDbHttpError(error: CriticDbError): HttpError {
  switch (error.kind) {
    case "rate-limited": {
      const seconds = Math.max(1, Math.ceil((error.details.retryAfterMs ?? 30_000) / 1000));
      return new HttpError(503, `The critic database is busy. Please try again in ${waitText(seconds)}.`, {
        headers: { "retry-after": String(seconds) },
      });
    }
    case "unavailable":
      return new HttpError(503, CRITIC_DB_UNREACHABLE, { headers: { "retry-after": "30" } });
    case "conflict":
      return refuse(
        error.details.clash === "publication" ? "publication_exists" : "critic_name_exists",
        error.message,
      );
    case "not-found":
      return new HttpError(404, error.message);
    default:
      return new HttpError(502, `The critic database refused the change: ${error.message}`);
  }
}

/** Runs a call to the critic database inside a request, turning its failures into HTTP answers. */
export async function askCriticDb<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CriticDbError) throw criticDbHttpError(error);
    throw error;
  }
}
