import { INACTIVE_CRITIC_MESSAGE } from "@shared/constants/critic-review";
import { NO_CRITIC_NAME_MESSAGE } from "@shared/schemas/critic";
import type { UserRow } from "../../db/schema";
import { forbidden } from "../../lib/http-error";

export const OWN_NAME_ONLY = "You can only see your own critic information.";
export const OWN_REVIEWS_ONLY = "You can only edit reviews published under your own critic name.";

/**
 * A critic's powers (submitting, their lists and exports, editing their reviews, their profile) need an
 * active account: setting a critic to pending (or suspending them) keeps the name but takes the powers.
 */
export function assertActiveCritic(user: UserRow): void {
  if (user.status !== "active") throw forbidden(INACTIVE_CRITIC_MESSAGE, "account_not_active");
}

/** The signed-in user's critic name, or 403 with the spec's message. */
export function requireCriticName(user: UserRow): string {
  if (!user.criticName) throw forbidden(NO_CRITIC_NAME_MESSAGE, "critic_name_required");
  assertActiveCritic(user);
  return user.criticName;
}

/** Administrators may look at any critic; a critic only at their own name, while active. */
export function assertMayReadCritic(user: UserRow, criticName: string): void {
  if (user.role === "admin") return;
  if (!user.criticName || user.criticName !== criticName) throw forbidden(OWN_NAME_ONLY, "not_owner");
  assertActiveCritic(user);
}

/** A critic without a critic name has no review to edit; one whose account is not active edits none. */
export function requireCriticNameToEdit(user: UserRow): void {
  if (!user.criticName) throw forbidden(OWN_REVIEWS_ONLY, "not_owner");
  assertActiveCritic(user);
}

/** "A critic can edit a critic review only when their name equals its reviewer"; administrators always. */
export function assertMayEditReview(user: UserRow, reviewer: string): void {
  if (user.role === "admin") return;
  if (!user.criticName || user.criticName !== reviewer.trim()) throw forbidden(OWN_REVIEWS_ONLY, "not_owner");
  assertActiveCritic(user);
}
