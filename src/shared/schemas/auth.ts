import { z } from "zod";
import { emailAddress, text } from "./common";
import { nameText } from "./names";

export * from "../constants/auth-messages";

export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 50;

export const usernameField = text()
  .trim()
  .min(3, "Username must be at least 3 characters")
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[\p{L}\p{N}_.@-]+$/u, "Username may contain only letters, numbers and . _ - @");

const passwordField = (minMessage: string) =>
  text().min(6, minMessage).max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const nameField = nameText("Name", { length: 2, message: "Name must be at least 2 characters" }, 100);

/** Optional e-mail: an empty string means "none". */
export const optionalEmail = (message: string) =>
  z
    .union([z.literal(""), emailAddress(message)])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null));

export const loginSchema = z.object({
  username: text()
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
  password: passwordField("Password must be at least 6 characters"),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.object({
  username: usernameField,
  password: passwordField("Password must be at least 6 characters"),
  name: nameField,
  email: optionalEmail("Please enter a valid email"),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  username: text().trim().min(1, "Username is required").max(USERNAME_MAX, "Username is too long"),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const resetPassword = passwordField("Password must be at least 6 characters long");

export const resetPasswordSchema = z.object({
  token: text().min(1, "Invalid reset token").max(200, "Invalid reset token"),
  password: resetPassword,
});

const PASSWORDS_DIFFER = { message: "Passwords do not match", path: ["confirmPassword"] };

/** The reset form on the client also asks for the password twice. */
export const resetPasswordFormSchema = z
  .object({ password: resetPassword, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, PASSWORDS_DIFFER);
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** POST /api/users/me/password: the new password follows the registration and reset rules. */
export const changePasswordSchema = z.object({
  currentPassword: text()
    .min(1, "Current password is required")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  newPassword: passwordField("Password must be at least 6 characters"),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The profile's change-password form also asks for the new password twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: text() })
  .refine((v) => v.newPassword === v.confirmPassword, PASSWORDS_DIFFER);
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
