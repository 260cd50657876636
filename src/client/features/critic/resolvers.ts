// Loaded on demand (lib/lazy-resolver.ts): the critic review forms' validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import { criticReviewFormSchema } from "@shared/schemas/critic";

export const criticReviewFormResolver = zodResolver(criticReviewFormSchema);
