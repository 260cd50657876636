import { AppForm, FormActions } from "@client/components/ui/app-form";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { serverMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { laterResolver } from "@client/lib/later";
import type { ProfileFormInput } from "@shared/schemas/profile";
import type { User } from "@shared/schemas/user";
import { Controller, useForm } from "react-hook-form";
import { useUpdateProfile } from "../api";
import { GenrePicker } from "./genre-picker";

const FIELDS = ["name", "email", "location", "genres"] as const;

const profileResolver = laterResolver(() => import("../resolvers"), "profileResolver");

/** Name, e-mail, location and genres; `onDone` after a save or a cancel. */
export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile(user.id);
  const form = useForm<ProfileFormInput>({
    resolver: profileResolver,
    defaultValues: {
      name: user.name,
      email: user.email ?? "",
      location: user.location ?? "",
      genres: (user.genres ?? []) as ProfileFormInput["genres"],
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      {
        name: values.name,
        email: values.email || null,
        location: values.location || null,
        genres: values.genres.length > 0 ? values.genres : null,
      },
      {
        onSuccess: () => {
          toast({ title: "Profile updated", description: "Your profile has been saved." });
          onDone();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELDS);
          toastFailure("Update failed", serverMessage(error));
        },
      },
    ),
  );
  return (
    <AppForm label="Edit profile" onSubmit={onSubmit} preload={profileResolver.preload} className="gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label="Email" hint="Used for password resets" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <FormField label="Location" error={errors.location?.message}>
          <Input autoComplete="address-level2" {...form.register("location")} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="genres"
        render={({ field }) => (
          <GenrePicker
            value={field.value}
            onChange={(g) => field.onChange(g as ProfileFormInput["genres"])}
          />
        )}
      />
      <FormActions submit="Save Changes" sending={update.isPending && "Saving..."} onCancel={onDone} />
    </AppForm>
  );
}
