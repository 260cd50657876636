// Loaded on demand (laterResolver, lib/later.tsx): the podcast forms' validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import { podcastInputSchema } from "@shared/schemas/podcast";
import { reviewUpdateSchema } from "@shared/schemas/review";
import { z } from "zod";

/** A listener's review, written or edited on the podcast page. */
export const reviewResolver = zodResolver(reviewUpdateSchema);

/** The administrators' podcast form edits tags as one comma-separated line. */
const podcastFormSchema = podcastInputSchema.omit({ tags: true }).extend({ tags: z.string() });
export type PodcastFormValues = z.input<typeof podcastFormSchema>;
export const podcastResolver = zodResolver(podcastFormSchema);
