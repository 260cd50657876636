import { buttonClass } from "@client/components/ui/button-class";
import { ExternalLink } from "@client/components/ui/glyphs";
import { NewTabLink } from "@client/components/ui/new-tab-link";
import { useSiteConfig } from "@client/features/site/api";
import { cn } from "@client/lib/cn";
import { laterComponent } from "@client/lib/later";
import { outsideNavigation } from "@client/lib/nav-state";
import { Link, useLocation } from "@client/lib/router";
import { useCurrentUser } from "@client/lib/session";
import { paths } from "@shared/routing/page-paths";
import { activeItem, headerLinks, type NavItem } from "../navigation";
import { Logo } from "./logo";
import { UserMenuButton } from "./user-menu-button";

/** The counts beside navigation entries (open applications and reports, for administrators): own chunks. */
export const NAV_COUNTS = {
  applications: laterComponent(
    async () => (await import("@client/features/applications/components/open-count")).default,
  ),
  reports: laterComponent(
    async () => (await import("@client/features/moderation/components/open-count")).default,
  ),
};

/** The count of a navigation entry that has one. */
export function NavCount({ item, look }: { item: NavItem; look: "header" | "tab" }) {
  if (!item.counted) return null;
  const Count = NAV_COUNTS[item.counted];
  return <Count look={look} />;
}

export function Header() {
  const { user, isLoading } = useCurrentUser();
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const outside = outsideNavigation.use();
  const links = user ? headerLinks(user) : [];
  const active = activeItem(links, pathname, outside);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-6 lg:gap-4">
        <Logo brandName={site.brandName} />
        {user && (
          <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex lg:ml-4 lg:gap-1">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                aria-current={active === link ? "page" : undefined}
                className={cn(
                  "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3",
                  active === link
                    ? "bg-surface-2 text-fg"
                    : "text-fg-secondary hover:bg-surface hover:text-fg",
                  link.wide && "max-lg:hidden",
                  link.compact && "inline-flex items-center",
                )}
              >
                {link.compact ? (
                  <>
                    <link.icon aria-hidden className="size-4 lg:hidden" />
                    <span className="max-lg:sr-only">{link.label}</span>
                  </>
                ) : link.short ? (
                  <>
                    <span className="lg:hidden">{link.short}</span>
                    <span className="max-lg:hidden">{link.label}</span>
                  </>
                ) : (
                  link.label
                )}
                <NavCount item={link} look="header" />
              </Link>
            ))}
            <NewTabLink
              href={site.podcastSubmitUrl}
              title="Add Podcast To GP"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-fg-secondary hover:bg-surface hover:text-fg xl:px-3"
            >
              {/* Below 1280 px only the icon shows, so the header (with Critics) stays on one line. */}
              <span className="sr-only xl:not-sr-only">Add Podcast To GP</span>
              <ExternalLink aria-hidden className="size-4 xl:size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </NewTabLink>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <div className="hidden lg:block">
                <UserMenuButton user={user} />
              </div>
              <div className="lg:hidden">
                <UserMenuButton user={user} compact />
              </div>
            </>
          ) : (
            !isLoading && (
              <Link to={paths.auth} className={buttonClass("primary", "sm", "min-h-11")}>
                Login
              </Link>
            )
          )}
        </div>
      </div>
    </header>
  );
}
