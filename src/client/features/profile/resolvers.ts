// Loaded on demand (lib/lazy-resolver.ts): the profile form's validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import { profileFormSchema } from "@shared/schemas/profile";

export const profileResolver = zodResolver(profileFormSchema);
