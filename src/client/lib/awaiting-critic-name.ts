import type { User } from "@shared/schemas/user";

/**
 * A new sign-up is a critic without a critic name (status pending) until an administrator assigns one.
 * Home and the sign-up say what happens next; the critic pages (which need a critic name, so an
 * administrator without one meets the same panel there) show it instead of empty figures and a form
 * the server would refuse.
 */
export const awaitsCriticName = (user: Pick<User, "role" | "criticName">) =>
  user.role === "critic" && !user.criticName;

export const AWAITING_CRITIC_NAME_TITLE = "Waiting for your critic name";
export const AWAITING_CRITIC_NAME_TEXT =
  "An administrator assigns each new critic a critic name. Once yours is assigned, your dashboard, your reviews and the Add Review form open up here.";
export const AWAITING_CRITIC_NAME_MEANWHILE = "Meanwhile you can browse the podcasts and review them.";
/** The toast right after registration. */
export const AWAITING_CRITIC_NAME_NEXT =
  "Next, an administrator assigns your critic name; until then you can browse the podcasts and review them.";
