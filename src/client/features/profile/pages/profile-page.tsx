import { AppForm, FormActions } from "@client/components/ui/app-form";
import { Avatar } from "@client/components/ui/avatar";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { usePanelFocus } from "@client/components/ui/focus-return";
import { FormField } from "@client/components/ui/form-field";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { Term } from "@client/components/ui/term";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { useCurrentUser } from "@client/features/auth/api";
import { PublicProfileCard } from "@client/features/critic-profile";
import { serverMessage } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { formatListDate } from "@client/lib/format";
import { laterComponent, laterResolver } from "@client/lib/later";
import { useDocumentTitle } from "@client/lib/use-document-title";
import type { ProfileFormInput } from "@shared/schemas/profile";
import type { User } from "@shared/schemas/user";
import { Pencil } from "lucide-react";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useUpdateProfile } from "../api";
import { AccountSecurity } from "../components/account-security";
import { CriticAchievements } from "../components/critic-achievements";
import { GenrePicker } from "../components/genre-picker";

const FIELDS = ["name", "email", "location", "genres"] as const;

function ProfileView({ user }: { user: User }) {
  const none = <span className="text-fg-muted">Not set</span>;
  return (
    <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2">
      <Term label="Name">{user.name}</Term>
      <Term label="Username">{user.username}</Term>
      <Term label="Email">{user.email ?? none}</Term>
      <Term label="Location">{user.location ?? none}</Term>
      <Term label="Favourite genres" className="sm:col-span-2">
        {user.genres?.length ? (
          <span className="mt-1 flex flex-wrap gap-2">
            {user.genres.map((g) => (
              <Badge key={g} tone="accent">
                {g}
              </Badge>
            ))}
          </span>
        ) : (
          none
        )}
      </Term>
      <Term label="Member since">{formatListDate(user.createdAt)}</Term>
      {user.criticName && <Term label="Critic name">{user.criticName}</Term>}
    </dl>
  );
}

function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
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

const profileResolver = laterResolver(() => import("../resolvers"), "profileResolver");

/** The weekly digest setting, below the fold: fetched after the page (its chunk is at its budget). */
const DigestSettingCard = laterComponent(
  () => import("../components/digest-setting").then((m) => m.DigestSettingCard),
  { fallback: <Skeleton className="h-80 w-full rounded-(--radius-card) sm:h-52" /> },
);
DigestSettingCard.preload();

export default function ProfilePage() {
  useDocumentTitle("My Profile");
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const focus = usePanelFocus(editing ? "profile" : null, card);
  if (!user) {
    return (
      <section className="py-10 text-center">
        <h1 className="text-2xl font-semibold">Not Authorized</h1>
      </section>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Avatar name={user.name || user.username} className="size-12 text-base" />
          <div>
            <h1 className="text-2xl font-semibold">My Profile</h1>
            <p className="text-sm text-fg-muted">@{user.username}</p>
          </div>
        </div>
        {!editing && (
          <Button
            ref={focus.fallback}
            variant="secondary"
            onClick={() => {
              focus.remember();
              setEditing(true);
            }}
          >
            <Pencil aria-hidden /> Edit Profile
          </Button>
        )}
      </div>
      <Card ref={card} className="p-5 md:p-6">
        {editing ? <ProfileForm user={user} onDone={() => setEditing(false)} /> : <ProfileView user={user} />}
      </Card>
      {user.criticName && <PublicProfileCard user={user} />}
      {user.role === "critic" && <CriticAchievements user={user} />}
      <DigestSettingCard user={user} />
      <AccountSecurity />
    </div>
  );
}
