// Loaded on demand (lib/lazy-resolver.ts): the critic programme's forms' validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  applicationFormSchema,
  approveFormSchema,
  declineApplicationSchema,
} from "@shared/schemas/programme";

export const applicationResolver = zodResolver(applicationFormSchema);
export const approveResolver = zodResolver(approveFormSchema);
export const declineResolver = zodResolver(declineApplicationSchema);
