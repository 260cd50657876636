import {
  BarChart3,
  Flag,
  type Glyph,
  Home,
  LayoutDashboard,
  PenSquare,
  Rss,
  ScrollText,
  Trophy,
  User,
  Users,
} from "@client/components/ui/glyphs";
import { paths } from "@shared/routing/page-paths";
import type { User as CurrentUser } from "@shared/schemas/user";

export interface NavItem {
  label: string;
  to: string;
  icon: Glyph;
  /** A count shown beside the entry: the open applications, or the reported reviews waiting for a decision. */
  counted?: "applications" | "reports";
  /** What the header says below 1024 px, where the full label does not fit beside the others. */
  short?: string;
  /** Below 1024 px the header shows only its icon (and count); the label stays for screen readers. */
  compact?: boolean;
  /** Below 1024 px the account menu lists it instead of the header (`menuOnlyBelow`). */
  wide?: boolean;
}

/** Applications to the critic programme, with the open ones counted: for administrators. */
const applicationsLink: NavItem = {
  label: "Applications",
  to: paths.adminApplications,
  icon: ScrollText,
  counted: "applications",
};

/** Reported reviews, with those waiting for a decision counted: for administrators (issue 30). */
export const reportsLink: NavItem = {
  label: "Reports",
  to: paths.adminReports,
  icon: Flag,
  counted: "reports",
};

/** The leaderboard and the critics' public pages: for every signed-in user. */
export const criticsLink: NavItem = { label: "Critics", to: paths.critics, icon: Trophy };

/**
 * The Following page (issue 53): in critics' header from 1024 px, and in the account menu wherever the
 * header has no room for it (`followingMenuBelow`).
 */
export const followingLink: NavItem = { label: "Following", to: paths.following, icon: Rss, wide: true };

/** Header links: critics and administrators each have their own set, and both have Critics. */
export function headerLinks(user: CurrentUser): NavItem[] {
  if (user.role === "admin") {
    return [
      { label: "Podcasts", to: paths.home, icon: Home },
      { label: "Dashboard", to: paths.admin, icon: BarChart3 },
      { label: "User Management", short: "Users", to: paths.adminUsers, icon: Users },
      applicationsLink,
      // Six entries fit beside the brand's name from 768 px only so: Reports as its flag and count, and
      // Critics in the account menu until 1024 px.
      { ...reportsLink, compact: true },
      { ...criticsLink, wide: true },
    ];
  }
  return [
    { label: "Dashboard", to: paths.criticDashboard, icon: LayoutDashboard },
    { label: "My Reviews", to: paths.criticReviews, icon: ScrollText },
    { label: "Add Review", to: paths.criticAddReview, icon: PenSquare },
    { label: "Podcasts", to: paths.home, icon: Home },
    criticsLink,
    followingLink,
  ];
}

/**
 * The phone's bottom tab bar: at most 5 entries, which are everyone's daily work (an administrator's
 * include Applications), so on a phone Critics is in the account menu (`criticsInAccountMenu`).
 */
export function tabBarItems(user: CurrentUser): NavItem[] {
  const home = { label: "Home", to: paths.home, icon: Home };
  const profile = { label: "Profile", to: paths.profile, icon: User };
  const middle: NavItem[] =
    user.role === "admin"
      ? [
          { label: "Dashboard", to: paths.admin, icon: BarChart3 },
          { label: "Users", to: paths.adminUsers, icon: Users },
          applicationsLink,
        ]
      : [
          { label: "Dashboard", to: paths.criticDashboard, icon: LayoutDashboard },
          { label: "Reviews", to: paths.criticReviews, icon: ScrollText },
          { label: "Add Review", to: paths.criticAddReview, icon: PenSquare },
        ];
  return [home, ...middle, profile].slice(0, 5);
}

/** Whether the account menu lists Critics on phones: when the tab bar has no room for it. */
export const criticsInAccountMenu = (user: CurrentUser) =>
  !tabBarItems(user).some((item) => item.to === criticsLink.to);

/** Below which width the account menu lists Critics: phones, or (administrators, `wide`) below 1024 px too. */
export const criticsMenuBelow = (user: CurrentUser): "md" | "lg" =>
  headerLinks(user).some((link) => link.to === criticsLink.to && link.wide) ? "lg" : "md";

/**
 * Below which width the account menu lists Following: below 1024 px where the header has it from there (a
 * critic's), at every width where it has no room for it (an administrator's six entries).
 */
export const followingMenuBelow = (user: CurrentUser): "lg" | "always" =>
  headerLinks(user).some((link) => link.to === followingLink.to) ? "lg" : "always";

/** Whether the account menu lists Reports on phones: an administrator's, whose tab bar has no room for it. */
export const reportsInAccountMenu = (user: CurrentUser) =>
  user.role === "admin" && !tabBarItems(user).some((item) => item.to === reportsLink.to);

/** Home owns the catalogue and its podcast pages; every other entry owns its route and what is under it. */
const isSameOrParent = (route: string, pathname: string) =>
  route === paths.home
    ? pathname === paths.home || pathname.startsWith("/podcasts/")
    : pathname === route || pathname.startsWith(`${route}/`);

/**
 * The one source of the current entry, for both its look and aria-current: the entry whose route equals or
 * is a parent of the path, the most specific winning. None on pages outside every section (profile for the
 * header, 404, Access Denied: pass `outside`).
 */
export function activeItem(items: NavItem[], pathname: string, outside = false): NavItem | undefined {
  if (outside) return undefined;
  return items
    .filter((item) => isSameOrParent(item.to, pathname))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
