// Account texts without zod, for pages that must not load it; ../schemas/auth.ts re-exports them.
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose another.";
export const FORGOT_PASSWORD_CONFIRMATION =
  "If an account exists with this username, a reset link was sent to the associated email address.";
export const INVALID_RESET_TOKEN = "Invalid or expired reset token";
/** A link made here that no longer works: expired, used, or made before links were made at sending. */
export const EXPIRED_RESET_LINK = "This link has expired. Please ask for a new one.";
export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";
