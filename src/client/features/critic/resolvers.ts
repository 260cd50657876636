// Loaded on demand (laterResolver, lib/later.tsx): the critic review forms' validation, with zod.
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CriticReviewFormInput,
  criticReviewFormSchema,
  criticReviewFormWithPublicationSchema,
} from "@shared/schemas/critic";
import type { Resolver } from "react-hook-form";

/** The form's context says whether the critic has several publications (then one must be picked). */
export interface CriticReviewFormContext {
  severalPublications: boolean;
}

const one = zodResolver(criticReviewFormSchema);
const several = zodResolver(criticReviewFormWithPublicationSchema);

export const criticReviewFormResolver: Resolver<CriticReviewFormInput, CriticReviewFormContext> = (
  values,
  context,
  options,
) => (context?.severalPublications ? several : one)(values, context, options) as ReturnType<typeof one>;
