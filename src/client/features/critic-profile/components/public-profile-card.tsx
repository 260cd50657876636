import { CriticProfileDetails } from "@client/components/critic-profile";
import { Button, buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { SkeletonLines } from "@client/components/ui/skeleton";
import { laterComponent } from "@client/lib/later";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { User } from "@shared/schemas/user";
import { Globe, Pencil } from "lucide-react";
import { useEffect, useState } from "react";
import { useCriticProfile } from "../api";

// The form (react-hook-form's lists, zod) comes after the page, or at once when Edit is pressed.
const PublicProfileForm = laterComponent(() =>
  import("./public-profile-form").then((m) => m.PublicProfileForm),
);

/** The profile page's card for a critic's public profile: what their critic page shows, and editing it. */
export function PublicProfileCard({ user }: { user: User }) {
  const profile = useCriticProfile(Boolean(user.criticName));
  const [editing, setEditing] = useState(false);
  useEffect(() => PublicProfileForm.preload(), []);
  const empty = profile.data && !profile.data.bio && !profile.data.website && profile.data.links.length === 0;
  return (
    <Card className="flex flex-col gap-4 p-5 md:p-6" aria-labelledby="public-profile-heading" role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="public-profile-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Globe aria-hidden className="size-5 text-accent" /> Public critic profile
          </h2>
          <p className="text-sm text-fg-muted">Shown to everyone on your critic page, beside your reviews.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user.criticSlug && (
            <Link to={paths.critic(user.criticSlug)} className={buttonClass("outline", "md")}>
              View your page
            </Link>
          )}
          {!editing && profile.data && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> Edit Public Profile
            </Button>
          )}
        </div>
      </div>
      {profile.isPending ? (
        <SkeletonLines lines={["h-5 w-full", "h-5 w-2/3"]} />
      ) : profile.isError ? (
        <ErrorState title="Could not load your public profile" query={profile} />
      ) : editing ? (
        <PublicProfileForm profile={profile.data} onDone={() => setEditing(false)} />
      ) : empty ? (
        <p className="text-sm text-fg-secondary">
          You have not written a profile yet. A short bio and a link to where you publish help readers find
          you.
        </p>
      ) : (
        <CriticProfileDetails profile={profile.data} />
      )}
    </Card>
  );
}
