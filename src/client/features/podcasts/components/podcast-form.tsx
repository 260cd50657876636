import { AppForm } from "@client/components/ui/app-form";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input, Textarea } from "@client/components/ui/input";
import { NativeSelect, Options } from "@client/components/ui/native-select";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { laterResolver } from "@client/lib/later";
import { GENRES } from "@shared/constants/genres";
import type { PodcastDetail } from "@shared/schemas/podcast";
import { useForm } from "react-hook-form";
import { useSavePodcast } from "../api";
import type { PodcastFormValues as FormValues } from "../resolvers";

/** The form's rules (and zod) arrive on its first focus, not with the form (lib/later.tsx). */
const podcastResolver = laterResolver(() => import("../resolvers"), "podcastResolver");
const FIELDS = [
  "title",
  "publisher",
  "description",
  "category",
  "coverImage",
  "website",
  "listenUrl",
  "feedUrl",
] as const;

const blank: FormValues = {
  title: "",
  publisher: "",
  description: "",
  category: "Arts",
  tags: "",
  coverImage: "",
  website: "",
  listenUrl: "",
  feedUrl: "",
};

function valuesOf(podcast: PodcastDetail): FormValues {
  const own = (url: string | null) => url ?? "";
  return {
    title: podcast.title,
    publisher: podcast.publisher,
    description: podcast.description,
    category: podcast.category,
    tags: podcast.tags.join(", "),
    // Generated art is not a stored URL: leave the field empty so it stays generated.
    coverImage: podcast.coverImage.startsWith("/api/") ? "" : podcast.coverImage,
    website: own(podcast.website),
    listenUrl: own(podcast.listenUrl),
    feedUrl: own(podcast.feedUrl),
  };
}

/** Administrators add a podcast, or edit one when `podcast` is given. */
export function PodcastForm({
  podcast,
  onDone,
}: {
  podcast?: PodcastDetail;
  onDone: (saved: PodcastDetail) => void;
}) {
  const save = useSavePodcast();
  const form = useForm<FormValues>({
    resolver: podcastResolver,
    defaultValues: podcast ? valuesOf(podcast) : blank,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const input = {
      ...values,
      tags: values.tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
    };
    save.mutate(
      { id: podcast?.id, input },
      {
        onSuccess: (saved) => {
          toast({ title: podcast ? "Podcast updated" : "Podcast added", description: saved.title });
          onDone(saved);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS);
          toastFailure("Update failed", errorMessage(error));
        },
      },
    );
  });

  return (
    <AppForm
      label={podcast ? "Edit podcast" : "Add podcast"}
      onSubmit={onSubmit}
      preload={podcastResolver.preload}
    >
      <FormField label="Title" error={errors.title?.message}>
        <Input {...form.register("title")} />
      </FormField>
      <FormField label="Publisher" error={errors.publisher?.message}>
        <Input {...form.register("publisher")} />
      </FormField>
      <FormField label="Genre" error={errors.category?.message}>
        <NativeSelect {...form.register("category")}>
          <Options values={GENRES} />
        </NativeSelect>
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...form.register("description")} />
      </FormField>
      <FormField label="Tags" hint="Separated by commas" error={errors.tags?.message}>
        <Input {...form.register("tags")} />
      </FormField>
      <FormField label="Website" error={errors.website?.message}>
        <Input type="url" inputMode="url" {...form.register("website")} />
      </FormField>
      <FormField label="Listen URL" error={errors.listenUrl?.message}>
        <Input type="url" inputMode="url" {...form.register("listenUrl")} />
      </FormField>
      <FormField
        label="Cover image URL"
        hint="An https:// address; leave empty for generated cover art"
        error={errors.coverImage?.message}
      >
        <Input type="url" inputMode="url" {...form.register("coverImage")} />
      </FormField>
      <FormField label="RSS feed URL" error={errors.feedUrl?.message}>
        <Input type="url" inputMode="url" {...form.register("feedUrl")} />
      </FormField>
      <Button type="submit" pending={save.isPending}>
        {save.isPending ? "Saving..." : podcast ? "Save Podcast" : "Add Podcast"}
      </Button>
    </AppForm>
  );
}
