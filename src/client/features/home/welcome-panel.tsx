import { Card } from "@client/components/ui/card";
import { NewTabLink } from "@client/components/ui/new-tab-link";
import { useSiteConfig } from "@client/features/site/api";
import type { User } from "@shared/schemas/user";
import { Mail, MessagesSquare } from "lucide-react";

/** A short greeting with the ways to reach the team: one or two lines, so the catalogue stays in view. */
export function WelcomePanel({ user }: { user: User }) {
  const site = useSiteConfig();
  return (
    <Card className="flex h-full flex-col gap-1 px-4 py-3 md:px-5 md:py-4">
      <h1 className="text-xl font-semibold [overflow-wrap:anywhere] md:text-2xl">
        Welcome, {user.name || user.username}!
      </h1>
      <p className="text-sm text-fg-secondary">
        <span className="max-sm:hidden">{site.brandName} gets new features regularly. </span>Spotted a bug or
        have an idea? Tell us.
      </p>
      <div className="flex flex-wrap gap-x-6 text-sm max-sm:-my-1">
        <a
          href={`mailto:${site.supportEmail}`}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 text-accent [overflow-wrap:anywhere] hover:underline"
        >
          <Mail aria-hidden className="size-4 shrink-0" />
          <span className="sm:hidden">E-mail us</span>
          <span className="max-sm:hidden">{site.supportEmail}</span>
        </a>
        {site.teamChatUrl && (
          <NewTabLink
            href={site.teamChatUrl}
            className="inline-flex min-h-11 items-center gap-2 text-accent hover:underline"
          >
            <MessagesSquare aria-hidden className="size-4" /> Team chat
            <span className="sr-only">(opens in a new tab)</span>
          </NewTabLink>
        )}
      </div>
    </Card>
  );
}
