import { Avatar } from "@client/components/ui/avatar";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { usePanelFocus } from "@client/components/ui/focus-return";
import { Term } from "@client/components/ui/term";
import { useCurrentUser } from "@client/features/auth/api";
import { PublicProfileCard } from "@client/features/critic-profile";
import { formatListDate } from "@client/lib/format";
import { laterComponent } from "@client/lib/later";
import { useDocumentTitle } from "@client/lib/use-document-title";
import type { User } from "@shared/schemas/user";
import { Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AccountSecurity } from "../components/account-security";
import { CriticAchievements } from "../components/critic-achievements";
import { DigestSettingCard } from "../components/digest-setting";

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

// The edit form (react-hook-form) comes after the page, or at once when Edit Profile is pressed.
const ProfileForm = laterComponent(() => import("../components/profile-form").then((m) => m.ProfileForm));

export default function ProfilePage() {
  useDocumentTitle("My Profile");
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const card = useRef<HTMLDivElement>(null);
  const focus = usePanelFocus(editing ? "profile" : null, card);
  useEffect(() => ProfileForm.preload(), []);
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
