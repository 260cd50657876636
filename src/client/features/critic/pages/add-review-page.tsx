import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { focusFirstField } from "@client/components/ui/focus-return";
import { FormField } from "@client/components/ui/form-field";
import { Input, Textarea } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { useCurrentUser } from "@client/features/auth/api";
import { useSiteConfig } from "@client/features/site/api";
import { errorMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { laterResolver } from "@client/lib/later";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { useFocusFirstInvalid } from "@client/lib/use-focus-first-invalid";
import {
  localDateString,
  REVIEW_SUBMITTED_MESSAGE,
  SELECT_PUBLICATION_MESSAGE,
  SNIPPET_MAX,
  SNIPPET_MIN,
} from "@shared/constants/critic-review";
import type { CriticReviewFormInput } from "@shared/schemas/critic";
import type { PodcastSearchResult } from "@shared/schemas/podcast";
import { useEffect, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { useCriticInfo, useSubmitCriticReview } from "../api";
import { AwaitingCriticName } from "../components/awaiting-critic-name";
import { EpisodeField } from "../components/episode-field";
import { PodcastField } from "../components/podcast-field";
import { PublicationField } from "../components/publication-field";
import { ReviewRatingField } from "../components/rating-field";
import { ReviewDateField } from "../components/review-date-field";

export const CRITIC_INFO_FAILED =
  "Could not fetch your critic information. Some fields may need to be filled manually.";

const SNIPPET_HINT =
  "Add an adjective line on why you liked or disliked the podcast: enough to tease readers to click through to the full review. For a new or old season or series, name the series at the start, e.g. '(Series: Season 2)'.";

const reviewResolver = laterResolver(() => import("../resolvers"), "criticReviewFormResolver");

/** The inline field error needs no second message; only the missing publication also gets a toast. */
const publicationRequired = () =>
  toastFailure("Publication Required", "Please select which publication this review is for.");

/** A new review: no rating until the critic chooses one (half a star is a rating, the worst one). */
const emptyReview = () => ({
  podcastName: "",
  podcastId: null,
  episodeId: null,
  url: "",
  snippet: "",
  rating: undefined,
  date: localDateString(),
});

/** One key per content: a retry of the same review reuses it (the server stores it once). */
function useIdempotencyKey() {
  const current = useRef<{ key: string; content: string } | null>(null);
  return (content: unknown) => {
    const serialized = JSON.stringify(content);
    if (current.current?.content !== serialized) {
      current.current = { key: crypto.randomUUID(), content: serialized };
    }
    return current.current.key;
  };
}

export default function AddReviewPage() {
  useDocumentTitle("Add New Review");
  const { user } = useCurrentUser();
  const site = useSiteConfig();
  const criticName = user?.criticName ?? "";
  const info = useCriticInfo(criticName);
  const submit = useSubmitCriticReview(criticName);
  const keyFor = useIdempotencyKey();
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  // The catalogue podcast picked in the podcast field: its id goes with the review while the field still
  // holds its title (typing anything else afterwards makes it a typed name again).
  const picked = useRef<PodcastSearchResult | null>(null);
  const publications = info.data?.publications ?? [];
  const several = info.data?.hasMultiplePublications ?? false;

  // One schema checks every field, the publication too (the resolver's context); after the first submit
  // each field is checked again as it changes, so an error goes as soon as it is fixed.
  const form = useForm<CriticReviewFormInput>({
    resolver: reviewResolver,
    context: { severalPublications: several },
    shouldFocusError: false,
    defaultValues: { reviewer: criticName, publication: "", publication_id: null, ...emptyReview() },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (info.data && !several) form.setValue("publication", info.data.publication);
  }, [info.data, several, form]);

  useEffect(() => {
    if (!info.isError || !criticName) return;
    toast({ title: "Warning", description: CRITIC_INFO_FAILED, variant: "warning" });
    form.setValue("publication", `${criticName} Reviews`);
  }, [info.isError, criticName, form]);

  const send = form.handleSubmit(
    ({ reviewer: _r, publication: _p, ...input }) => {
      submit.mutate(
        { input, idempotencyKey: keyFor(input) },
        {
          onSuccess: (answer) => {
            toast({
              title: "Success!",
              description: answer.message || REVIEW_SUBMITTED_MESSAGE,
              variant: "success",
            });
            picked.current = null;
            form.reset({ ...form.getValues(), ...emptyReview() });
            // Ready for the next review: focus starts again at the form's first field.
            requestAnimationFrame(() => focusFirstField(formRef.current));
          },
          onError: (error) => {
            const fields = applyServerErrors(error, form.setError, [
              "podcastName",
              "episodeId",
              "url",
              "date",
              "rating",
              "snippet",
            ]);
            const publication = applyServerErrors(error, form.setError, ["publication_id"]);
            if (publication) form.setError("publication", { message: SELECT_PUBLICATION_MESSAGE });
            if (fields || publication) focusFirstInvalid();
            toastFailure("Failed to submit review", errorMessage(error));
          },
        },
      );
    },
    (invalid) => {
      focusFirstInvalid();
      if (invalid.publication) publicationRequired();
    },
  );

  const snippetLength = form.watch("snippet")?.length ?? 0;
  // The catalogue podcast picked: its episodes are offered (none while the name is only typed).
  const podcastId = (form.watch("podcastId") as number | null | undefined) ?? null;

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold md:text-3xl">Add New Review</h1>
        <p className="text-fg-secondary">Submit a new podcast review to {site.brandName}.</p>
      </header>
      {!criticName ? (
        <AwaitingCriticName />
      ) : (
        <Card className="p-5 md:p-6">
          <form
            ref={formRef}
            method="post"
            onSubmit={send}
            onFocus={reviewResolver.preload}
            noValidate
            aria-label="Add New Review"
            className="flex flex-col gap-5"
          >
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              <FormField label="Reviewer" error={errors.reviewer?.message}>
                <Input readOnly {...form.register("reviewer")} />
              </FormField>
              <FormField label="Publication" error={errors.publication?.message}>
                <PublicationField
                  publications={publications}
                  name={form.watch("publication")}
                  publicationId={form.watch("publication_id") as string | null}
                  loading={info.isLoading}
                  onPick={(option) => {
                    form.setValue("publication_id", option.id);
                    form.setValue("publication", option.name, { shouldValidate: true });
                  }}
                />
              </FormField>
            </div>

            <Controller
              control={form.control}
              name="podcastName"
              render={({ field }) => (
                <FormField
                  label="Podcast Name"
                  hint="Pick a podcast from the catalogue, or type its name."
                  error={errors.podcastName?.message}
                >
                  <PodcastField
                    value={field.value}
                    onChange={(text) => {
                      field.onChange(text);
                      if (picked.current && text !== picked.current.title) {
                        picked.current = null;
                        form.setValue("podcastId", null);
                        form.setValue("episodeId", null);
                      }
                    }}
                    onBlur={field.onBlur}
                    name={field.name}
                    onPicked={(podcast) => {
                      if (picked.current?.id !== podcast.id) form.setValue("episodeId", null);
                      picked.current = podcast;
                      form.setValue("podcastId", podcast.id);
                      form.setFocus("snippet");
                    }}
                  />
                </FormField>
              )}
            />

            <Controller
              control={form.control}
              name="episodeId"
              render={({ field }) => (
                <EpisodeField
                  podcastId={podcastId}
                  value={(field.value as number | null | undefined) ?? null}
                  onChange={field.onChange}
                  error={errors.episodeId?.message}
                />
              )}
            />

            <FormField
              label="Review URL"
              hint="Where the full review is published."
              error={errors.url?.message}
            >
              <Input type="url" inputMode="url" placeholder="https://" {...form.register("url")} />
            </FormField>

            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              <ReviewDateField control={form.control} error={errors.date?.message} />
              <ReviewRatingField control={form.control} error={errors.rating?.message} size="lg" />
            </div>

            <FormField
              label="Review Snippet"
              hint={
                <>
                  {SNIPPET_HINT}
                  <span className="mt-1 block text-right tabular">
                    {snippetLength}/{SNIPPET_MAX} characters (at least {SNIPPET_MIN})
                  </span>
                </>
              }
              error={errors.snippet?.message}
            >
              <Textarea rows={6} {...form.register("snippet")} />
            </FormField>

            <Button
              type="submit"
              size="lg"
              pending={submit.isPending}
              pendingLabel="Submitting..."
              className="w-full sm:w-auto sm:self-start"
            >
              Submit Review
            </Button>
          </form>
        </Card>
      )}
    </div>
  );
}
