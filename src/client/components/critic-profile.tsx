import { NewTabLink } from "@client/components/ui/new-tab-link";
import type { CriticProfile } from "@shared/schemas/programme";
import { ExternalLink, Globe } from "lucide-react";

/** A link a critic supplied: it leaves the site, in a new tab, without vouching for it (rel ugc, nofollow). */
function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <NewTabLink
      href={href}
      userContent
      className="inline-flex min-h-11 max-w-full items-center gap-1.5 text-accent hover:underline md:min-h-8"
    >
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </NewTabLink>
  );
}

const host = (url: string) => url.replace(/^https:\/\//, "").replace(/\/$/, "");

/**
 * What a critic wrote about themselves: the bio as plain text (its line breaks kept, any markup shown as
 * the characters it is), their website and links. Nothing when the critic has written nothing.
 */
export function CriticProfileDetails({ profile }: { profile: CriticProfile }) {
  const { bio, website, links } = profile;
  if (!bio && !website && links.length === 0) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="critic-profile">
      {bio && (
        <p className="max-w-prose whitespace-pre-line text-fg-secondary [overflow-wrap:anywhere]">{bio}</p>
      )}
      {(website || links.length > 0) && (
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Links">
          {website && (
            <li className="flex min-w-0 items-center gap-1.5">
              <Globe aria-hidden className="size-4 shrink-0 text-fg-muted" />
              <OutLink href={website}>{host(website)}</OutLink>
            </li>
          )}
          {links.map((link) => (
            <li key={`${link.label}-${link.url}`} className="min-w-0">
              <OutLink href={link.url}>{link.label}</OutLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
