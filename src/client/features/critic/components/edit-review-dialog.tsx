import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import { FormField } from "@client/components/ui/form-field";
import { Input, Textarea } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CriticReview,
  type CriticReviewEditInput,
  criticReviewEditSchema,
  SNIPPET_MAX,
} from "@shared/schemas/critic";
import { Controller, useForm } from "react-hook-form";
import { useEditCriticReview } from "../api";
import { EpisodeField } from "./episode-field";
import { ReviewRatingField } from "./rating-field";
import { ReviewDateField } from "./review-date-field";

interface EditReviewDialogProps {
  review: CriticReview;
  criticName: string;
  onClose: () => void;
}

/** Edit a critic review's snippet, rating, episode (of a catalogue podcast with episodes), date and URL. */
export function EditReviewDialog({ review, criticName, onClose }: EditReviewDialogProps) {
  const edit = useEditCriticReview(criticName);
  const form = useForm<CriticReviewEditInput>({
    resolver: zodResolver(criticReviewEditSchema),
    defaultValues: {
      snippet: review.snippet,
      // An unrated review stays unrated: no rating is sent unless the critic picks one.
      rating: review.rating ?? undefined,
      date: review.date ?? undefined,
      url: review.url ?? undefined,
      // Sent only when the critic picks another: left out, the review keeps its episode.
      episodeId: review.episodeId ?? undefined,
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((changes) =>
    edit.mutate(
      { id: review.id, changes },
      {
        onSuccess: () => {
          toast({
            title: "Review updated",
            description: `Your review of ${review.podcast} was saved.`,
            variant: "success",
          });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ["snippet", "rating", "date", "url", "episodeId"]);
          toastFailure("Update failed", errorMessage(error, "An unknown error occurred"));
        },
      },
    ),
  );
  const length = form.watch("snippet")?.length ?? 0;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Edit Review" description={review.podcast}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Edit Review">
          <FormField
            label="Snippet"
            hint={
              <span className="tabular">
                {length}/{SNIPPET_MAX} characters
              </span>
            }
            error={errors.snippet?.message}
          >
            <Textarea rows={6} {...form.register("snippet")} />
          </FormField>
          <ReviewRatingField
            control={form.control}
            error={errors.rating?.message}
            clearable={review.rating === null}
          />
          <Controller
            control={form.control}
            name="episodeId"
            render={({ field }) => (
              <EpisodeField
                podcastId={review.podcastId}
                value={(field.value as number | null | undefined) ?? null}
                onChange={field.onChange}
                error={errors.episodeId?.message}
                current={review.episode}
              />
            )}
          />
          <ReviewDateField control={form.control} error={errors.date?.message} />
          <FormField label="Review URL" error={errors.url?.message}>
            <Input
              type="url"
              inputMode="url"
              {...form.register("url", { setValueAs: (v: string) => (v === "" ? undefined : v) })}
            />
          </FormField>
          <DialogActions>
            <Button type="submit" pending={edit.isPending} pendingLabel="Saving...">
              Save Changes
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
