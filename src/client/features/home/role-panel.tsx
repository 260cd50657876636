import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { LoadingRegion, Skeleton } from "@client/components/ui/skeleton";
import { awaitsCriticName } from "@client/lib/awaiting-critic-name";
import { laterComponent } from "@client/lib/later";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { User } from "@shared/schemas/user";
import { ArrowRight, ScrollText, Users } from "lucide-react";

// An account without a critic name applies to the critic programme here: its own chunk (a form with
// react-hook-form), fetched only for such accounts.
const ApplicationPanel = laterComponent(
  async () => (await import("@client/features/applications")).ApplicationPanel,
  {
    fallback: (
      <LoadingRegion label="Loading your application" className="h-full">
        <Skeleton className="h-full min-h-28 w-full rounded-(--radius-card)" />
      </LoadingRegion>
    ),
  },
);

/** Administrators get a way to manage users; critics a way to their reviews; sign-ups a way in. */
export function RolePanel({ user }: { user: User }) {
  if (awaitsCriticName(user)) return <ApplicationPanel />;
  const admin = user.role === "admin";
  const Icon = admin ? Users : ScrollText;
  return (
    <Card className="flex h-full flex-row items-center gap-3 px-4 py-3 md:px-5 md:py-4 lg:flex-col lg:items-stretch">
      <div className="flex min-w-0 flex-1 items-center gap-3 lg:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold">{admin ? "Administration" : "Your critic workspace"}</h2>
          <p className="text-sm text-fg-muted max-sm:sr-only">
            {admin
              ? "Assign critic names, manage accounts and check milestones."
              : "Your published reviews and your critic title."}
          </p>
        </div>
      </div>
      <Link
        to={admin ? paths.adminUsers : paths.criticReviews}
        className={buttonClass("primary", "md", "shrink-0 lg:mt-auto lg:self-start")}
      >
        {admin ? "Manage Users" : "My Reviews"} <ArrowRight aria-hidden />
      </Link>
    </Card>
  );
}
