// Loaded on demand (laterResolver, lib/later.tsx): the account forms' validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordFormSchema,
} from "@shared/schemas/auth";

export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
