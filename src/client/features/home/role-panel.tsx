import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { paths } from "@client/lib/paths";
import { Link } from "@client/lib/router";
import type { User } from "@shared/schemas/user";
import { ArrowRight, ScrollText, Users } from "lucide-react";

/** Administrators get a way to manage users; critics a way to their reviews. */
export function RolePanel({ user }: { user: User }) {
  const admin = user.role === "admin";
  const Icon = admin ? Users : ScrollText;
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
        <Icon aria-hidden className="size-6" />
      </span>
      <div className="flex-1">
        <h2 className="text-lg font-semibold">{admin ? "Administration" : "Your critic workspace"}</h2>
        <p className="text-sm text-fg-muted">
          {admin
            ? "Assign critic names, manage accounts and check milestones."
            : "See every review you have published and how your critic title is growing."}
        </p>
      </div>
      <Link
        to={admin ? paths.adminUsers : paths.criticReviews}
        className={buttonClass("primary", "md", "self-start")}
      >
        {admin ? "Manage Users" : "My Reviews"} <ArrowRight aria-hidden />
      </Link>
    </Card>
  );
}
