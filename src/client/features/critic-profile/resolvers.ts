// Loaded on demand (lib/lazy-resolver.ts): the critic profile form's validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import { criticProfileFormSchema } from "@shared/schemas/programme";

export const criticProfileResolver = zodResolver(criticProfileFormSchema);
