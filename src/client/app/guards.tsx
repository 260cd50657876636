import { PageSpinner } from "@client/components/ui/spinner";
import { useCurrentUser } from "@client/features/auth/api";
import { AccessDenied } from "@client/features/errors/access-denied";
import { paths } from "@client/lib/paths";
import type { Role } from "@shared/constants/roles";
import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";

/** Signed-out visitors go to /auth and come back to the page they asked for after signing in. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Loading your session" />;
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    const search = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
    return <Navigate to={`${paths.auth}${search}`} replace />;
  }
  return children ?? <Outlet />;
}

const DENIED: Record<Role, string> = {
  admin: "You don't have permission to access this page.",
  critic: "This page is only available to critics.",
};

export function RequireRole({ role }: { role: Role }) {
  const { user } = useCurrentUser();
  return (
    <RequireAuth>
      {user && user.role !== role ? <AccessDenied message={DENIED[role]} /> : <Outlet />}
    </RequireAuth>
  );
}

/** Only a local path may be a return target (no open redirect to another site). */
export function safeNext(value: string | null): string {
  const isLocal = value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
  return isLocal && value ? value : paths.home;
}

/** Pages for signed-out visitors: a signed-in user is sent on. */
export function PublicOnly() {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Loading your session" />;
  if (user) return <Navigate to={safeNext(new URLSearchParams(location.search).get("next"))} replace />;
  return <Outlet />;
}
