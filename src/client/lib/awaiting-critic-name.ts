import type { User } from "@shared/schemas/user";

/**
 * A new sign-up is a critic without a critic name (status pending) until an administrator approves their
 * application to the critic programme (or assigns one). Home (where they apply) and the sign-up say so; the critic pages (which need a critic name, so an
 * administrator without one meets the same panel there) show it instead of empty figures and a form
 * the server would refuse.
 */
export const awaitsCriticName = (user: Pick<User, "role" | "criticName">) =>
  user.role === "critic" && !user.criticName;

export const AWAITING_CRITIC_NAME_TITLE = "Waiting for your critic name";
export const AWAITING_CRITIC_NAME_TEXT =
  "Apply to the critic programme on the home page: once an administrator approves you and your critic name, your dashboard, your reviews and the Add Review form open up here.";
export const AWAITING_CRITIC_NAME_MEANWHILE = "Meanwhile you can browse the podcasts and review them.";
/** The toast right after registration. */
export const AWAITING_CRITIC_NAME_NEXT =
  "Next, apply to the critic programme on the home page; until an administrator approves you, you can browse the podcasts and review them.";
