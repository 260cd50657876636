import { NO_CRITIC_NAME_MESSAGE } from "@shared/schemas/critic";
import type { UserRow } from "../../db/schema";
import { forbidden } from "../../lib/http-error";

export const OWN_NAME_ONLY = "You can only see your own critic information.";
export const OWN_REVIEWS_ONLY = "You can only edit reviews published under your own critic name.";

/** The signed-in user's critic name, or 403 with the spec's message. */
export function requireCriticName(user: UserRow): string {
  if (!user.criticName) throw forbidden(NO_CRITIC_NAME_MESSAGE);
  return user.criticName;
}

/** Administrators may look at any critic; a critic only at their own name. */
export function assertMayReadCritic(user: UserRow, criticName: string): void {
  if (user.role === "admin") return;
  if (!user.criticName || user.criticName !== criticName) throw forbidden(OWN_NAME_ONLY);
}

/** A critic without a critic name has no review to edit. */
export function requireCriticNameToEdit(user: UserRow): void {
  if (!user.criticName) throw forbidden(OWN_REVIEWS_ONLY);
}

/** "A critic can edit a critic review only when their name equals its reviewer"; administrators always. */
export function assertMayEditReview(user: UserRow, reviewer: string): void {
  if (user.role === "admin") return;
  if (!user.criticName || user.criticName !== reviewer.trim()) throw forbidden(OWN_REVIEWS_ONLY);
}
