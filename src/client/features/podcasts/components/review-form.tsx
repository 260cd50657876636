import { AppForm, FormActions } from "@client/components/ui/app-form";
import { CheckboxField } from "@client/components/ui/checkbox-field";
import { FormField } from "@client/components/ui/form-field";
import { Input, Textarea } from "@client/components/ui/input";
import { StarRating } from "@client/components/ui/star-rating";
import { toast } from "@client/components/ui/use-toast";
import { hasCode } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { laterResolver } from "@client/lib/later";
import type { Review, ReviewFormInput } from "@shared/schemas/review";
import { Controller, useForm } from "react-hook-form";
import { useCreateReview, useUpdateReview } from "../api";
import { EpisodePicker } from "./episode-picker";

const REQUEST_ERROR = "There was an error processing your request. Please try again.";
const FIELDS = ["title", "content", "rating", "episodeId"] as const;
/** The form's rules (and zod) arrive on its first focus, not with the form (lib/later.tsx). */
const reviewResolver = laterResolver(() => import("../resolvers"), "reviewResolver");

interface ReviewFormProps {
  podcastId: number;
  /** Given: edit mode. */
  review?: Review | null;
  /** A new review's episode (the episode page's form); the picker can change it. */
  episodeId?: number | null;
  onDone: () => void;
}

/** Create a review, or edit one: title, a half-star rating, the text and whether it contains spoilers. */
export function ReviewForm({ podcastId, review, episodeId = null, onDone }: ReviewFormProps) {
  const create = useCreateReview();
  const update = useUpdateReview();
  const editing = Boolean(review);
  const pending = create.isPending || update.isPending;
  const form = useForm<ReviewFormInput>({
    resolver: reviewResolver as never,
    defaultValues: {
      title: review?.title ?? "",
      content: review?.content ?? "",
      rating: review?.rating ?? 0,
      containsSpoilers: review?.containsSpoilers ?? false,
      episodeId: review ? review.episodeId : episodeId,
    },
  });
  const { errors } = form.formState;
  const content = form.watch("content");

  const onSubmit = form.handleSubmit((values) => {
    const callbacks = {
      onSuccess: () => {
        toast({
          title: editing ? "Review updated" : "Review submitted",
          description: editing ? "Your changes are saved." : "Thank you for your review!",
        });
        onDone();
      },
      onError: (error: Error) => {
        applyServerErrors(error, form.setError, FIELDS);
        toast({
          title: editing ? "Error updating review" : "Error submitting review",
          // Over the brake on new reviews, the server says when the next one may be written.
          description: hasCode(error, "rate_limited") ? error.serverMessage : REQUEST_ERROR,
          variant: "destructive",
        });
      },
    };
    if (review) update.mutate({ id: review.id, ...values }, callbacks);
    else create.mutate({ podcastId, ...values }, callbacks);
  });

  return (
    <AppForm
      label={editing ? "Edit your review" : "Write a review"}
      onSubmit={onSubmit}
      preload={reviewResolver.preload}
    >
      <Controller
        control={form.control}
        name="episodeId"
        render={({ field }) => (
          <EpisodePicker
            podcastId={podcastId}
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.episodeId?.message}
          />
        )}
      />
      <FormField label="Title" error={errors.title?.message}>
        <Input maxLength={120} placeholder="Sum it up in a few words" {...form.register("title")} />
      </FormField>
      <FormField label="Rating" hint="Use the arrow keys for half stars" error={errors.rating?.message}>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRating
              value={field.value}
              onChange={(v) => field.onChange(v)}
              size="lg"
              aria-label="Rating"
              className="-ml-1.5"
            />
          )}
        />
      </FormField>
      <FormField
        label="Review"
        hint={<span className="tabular">{content.trim().length} / 2000 characters (at least 10)</span>}
        error={errors.content?.message}
      >
        <Textarea
          rows={6}
          placeholder="What did you like or dislike, and why?"
          {...form.register("content")}
        />
      </FormField>
      <CheckboxField
        label="Contains spoilers"
        hint="Readers see the title and a warning, and the text only if they choose to show it."
        {...form.register("containsSpoilers")}
      />
      <FormActions
        submit={editing ? "Update Review" : "Submit Review"}
        sending={pending && (editing ? "Updating..." : "Submitting...")}
        onCancel={onDone}
      />
    </AppForm>
  );
}
