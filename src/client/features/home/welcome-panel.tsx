import { Card } from "@client/components/ui/card";
import { useSiteConfig } from "@client/features/site/api";
import type { User } from "@shared/schemas/user";
import { Mail, MessagesSquare } from "lucide-react";

export function WelcomePanel({ user }: { user: User }) {
  const site = useSiteConfig();
  return (
    <Card className="flex h-full flex-col gap-3 p-6">
      <h1 className="text-2xl font-semibold md:text-3xl">Welcome, {user.name || user.username}!</h1>
      <p className="text-fg-secondary">
        {site.brandName} is an in-progress hub for our critics: new features arrive regularly. Spotted a bug
        or have an idea? We would love to hear from you.
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <a
          href={`mailto:${site.supportEmail}`}
          className="inline-flex min-h-11 items-center gap-2 text-accent hover:underline"
        >
          <Mail aria-hidden className="size-4" /> {site.supportEmail}
        </a>
        {site.teamChatUrl && (
          <a
            href={site.teamChatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-accent hover:underline"
          >
            <MessagesSquare aria-hidden className="size-4" /> Team chat
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </Card>
  );
}
