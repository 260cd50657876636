import { buttonClass } from "@client/components/ui/button-class";
import { useSiteConfig } from "@client/features/site/api";
import { cn } from "@client/lib/cn";
import { paths } from "@client/lib/paths";
import { Link, useLocation } from "@client/lib/router";
import { useCurrentUser } from "@client/lib/session";
import { ExternalLink } from "lucide-react";
import { activeItem, headerLinks } from "../navigation";
import { Logo } from "./logo";
import { UserMenu } from "./user-menu";

export function Header() {
  const { user, isLoading } = useCurrentUser();
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const links = user ? headerLinks(user) : [];
  const active = activeItem(links, pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95 backdrop-blur supports-[backdrop-filter]:bg-bg/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 md:px-6">
        <Logo brandName={site.brandName} />
        {user && (
          <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                aria-current={active === link ? "page" : undefined}
                className={cn(
                  "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  active === link
                    ? "bg-surface-2 text-fg"
                    : "text-fg-secondary hover:bg-surface hover:text-fg",
                )}
              >
                {link.label}
              </Link>
            ))}
            <a
              href={site.podcastSubmitUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-fg-secondary hover:bg-surface hover:text-fg"
            >
              Add Podcast To GP
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-2">
          {user ? (
            <>
              <div className="hidden md:block">
                <UserMenu user={user} />
              </div>
              <div className="md:hidden">
                <UserMenu user={user} compact />
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
