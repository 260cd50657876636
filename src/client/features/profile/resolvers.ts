// Loaded on demand (laterResolver, lib/later.tsx): the profile form's validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import { changePasswordFormSchema } from "@shared/schemas/auth";
import { profileFormSchema } from "@shared/schemas/profile";

export const profileResolver = zodResolver(profileFormSchema);
export const changePasswordResolver = zodResolver(changePasswordFormSchema);
