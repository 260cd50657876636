import { PageSpinner } from "@client/components/ui/spinner";
import { Navigate, useLocation } from "@client/lib/router";
import { useCurrentUser } from "@client/lib/session";
import type { PageAccess } from "@shared/routing/pages";
import { safeNext, signInPath } from "@shared/routing/safe-next";
import { lazy, type ReactNode } from "react";

// Rare, so not in the first page. Lazy rather than later: the server renders it into a 403 page (decision
// 0083), and hydration waits for its chunk instead of drawing something else.
const AccessDenied = lazy(() => import("@client/features/errors/access-denied"));

/** Who may open a page: declared on each route in app/routes.tsx. */
export type Access = PageAccess;

const DENIED: Record<"admin" | "critic", string> = {
  admin: "You don't have permission to access this page.",
  critic: "This page is only available to critics.",
};

/**
 * A page's access rule: signed-out visitors of a protected page go to /auth and come back after signing
 * in; a signed-in user on a signed-out page (/auth) is sent on; the wrong role sees Access Denied.
 */
export function Gate({ access, children }: { access: Access; children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (access === "anyone") return children;
  if (isLoading) return <PageSpinner label="Loading your session" />;
  if (access === "signed-out") {
    if (!user) return children;
    // Only a path of this site may be the way back (no open redirect: shared/routing/safe-next.ts).
    const next = new URLSearchParams(location.search).get("next");
    return <Navigate to={safeNext(next, window.location.origin)} replace />;
  }
  if (!user) {
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (access !== "signed-in" && user.role !== access) return <AccessDenied message={DENIED[access]} />;
  return children;
}
