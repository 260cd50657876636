import { AppForm, FormActions } from "@client/components/ui/app-form";
import { Button } from "@client/components/ui/button";
import { FormField } from "@client/components/ui/form-field";
import { Input, Textarea } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { serverMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { laterResolver } from "@client/lib/later";
import { useFormList } from "@client/lib/use-form-list";
import { PROFILE_LIMITS } from "@shared/constants/programme";
import type { CriticProfile, CriticProfileFormValues } from "@shared/schemas/programme";
import { Plus, X } from "lucide-react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { useSaveCriticProfile } from "../api";

const resolver = laterResolver(() => import("../resolvers"), "criticProfileResolver");

function LinkRows({ form }: { form: UseFormReturn<CriticProfileFormValues> }) {
  const { items, append, remove } = useFormList(form, "links", { label: "", url: "" });
  const errors = form.formState.errors.links;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-fg">Links</legend>
      {items.length === 0 && <p className="text-sm text-fg-muted">No links yet.</p>}
      {items.map((_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the list's places; removing one moves the values up
          key={index}
          className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-start"
        >
          <FormField label={`Label ${index + 1}`} error={errors?.[index]?.label?.message} className="sm:w-48">
            <Input autoComplete="off" {...form.register(`links.${index}.label`)} />
          </FormField>
          <FormField
            label={`Address ${index + 1}`}
            error={errors?.[index]?.url?.message}
            className="min-w-0 flex-1"
          >
            <Input
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              {...form.register(`links.${index}.url`)}
            />
          </FormField>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0 self-end"
            aria-label={`Remove link ${index + 1}`}
            onClick={() => remove(index)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <p className="text-xs text-fg-muted">
        Up to {PROFILE_LIMITS.links}: a label of at most {PROFILE_LIMITS.label} characters and an https
        address.
      </p>
      {errors?.root?.message && (
        <p role="alert" className="text-sm text-danger">
          {errors.root.message}
        </p>
      )}
      {items.length < PROFILE_LIMITS.links && (
        <Button variant="outline" size="sm" className="min-h-11 self-start" onClick={append}>
          <Plus aria-hidden /> Add link
        </Button>
      )}
    </fieldset>
  );
}

/** Editing the public profile: bio, website and links, checked as the server checks them. */
export function PublicProfileForm({ profile, onDone }: { profile: CriticProfile; onDone: () => void }) {
  const save = useSaveCriticProfile();
  const form = useForm<CriticProfileFormValues>({
    resolver,
    defaultValues: { bio: profile.bio, website: profile.website ?? "", links: profile.links },
  });
  const { errors } = form.formState;
  const length = form.watch("bio")?.trim().length ?? 0;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { bio: values.bio, website: values.website || null, links: values.links },
      {
        onSuccess: () => {
          toast({ title: "Public profile saved", description: "Your critic page shows it now." });
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ["bio", "website", "links"]);
          toastFailure("Could not save your profile", serverMessage(error));
        },
      },
    ),
  );
  return (
    <AppForm label="Edit public profile" onSubmit={onSubmit} preload={resolver.preload} className="gap-5">
      <FormField
        label="Bio"
        hint={`Plain text; line breaks are kept. Up to ${PROFILE_LIMITS.bio} characters (${length} so far). The first sentence is what a shared link of your page shows.`}
        error={errors.bio?.message}
      >
        <Textarea rows={5} {...form.register("bio")} />
      </FormField>
      <FormField label="Website" hint="An https address, or leave it empty." error={errors.website?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...form.register("website")}
        />
      </FormField>
      <LinkRows form={form} />
      <FormActions submit="Save Profile" sending={save.isPending && "Saving..."} onCancel={onDone} />
    </AppForm>
  );
}
