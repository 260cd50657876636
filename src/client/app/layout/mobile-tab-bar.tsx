import { cn } from "@client/lib/cn";
import { outsideNavigation } from "@client/lib/nav-state";
import { Link, useLocation } from "@client/lib/router";
import { useCurrentUser } from "@client/lib/session";
import { activeItem, tabBarItems } from "../navigation";
import { NavCount } from "./header";

/** Phones only (< 768 px): up to five tabs, the active one chosen by route prefix. */
export function MobileTabBar() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const outside = outsideNavigation.use();
  if (!user) return null;
  const items = tabBarItems(user);
  const active = activeItem(items, pathname, outside);
  return (
    <nav
      aria-label="Main"
      data-testid="mobile-tab-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-lg">
        {items.map((item) => {
          const isActive = item === active;
          const Icon = item.icon;
          return (
            <li key={item.to} className="flex-1">
              <Link
                to={item.to}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "relative flex min-h-14 flex-col items-center justify-center gap-1 px-1 text-xs font-medium",
                  isActive ? "text-accent" : "text-fg-muted hover:text-fg",
                )}
              >
                <Icon aria-hidden className="size-5" />
                <span className="truncate">{item.label}</span>
                <NavCount item={item} look="tab" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
