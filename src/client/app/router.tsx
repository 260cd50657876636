import { PageSpinner } from "@client/components/ui/spinner";
import { NotFoundPage } from "@client/features/errors/not-found-page";
import { createBrowserRouter, type RouteObject } from "react-router";
import { PublicOnly, RequireAuth, RequireRole } from "./guards";
import { AppLayout } from "./layout/app-layout";

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    HydrateFallback: () => <PageSpinner />,
    children: [
      {
        element: <PublicOnly />,
        children: [{ path: "/auth", ...page(() => import("@client/features/auth/pages/auth-page")) }],
      },
      { path: "/forgot-password", ...page(() => import("@client/features/auth/pages/forgot-password-page")) },
      {
        path: "/reset-password/:token?",
        ...page(() => import("@client/features/auth/pages/reset-password-page")),
      },
      {
        element: <RequireAuth />,
        children: [
          { path: "/", ...page(() => import("@client/features/home/home-page")) },
          { path: "/profile", ...page(() => import("@client/features/profile/pages/profile-page")) },
          { path: "/podcasts/:id", ...page(() => import("@client/features/podcasts/pages/podcast-page")) },
        ],
      },
      {
        element: <RequireRole role="admin" />,
        children: [
          { path: "/admin", ...page(() => import("@client/features/admin/pages/admin-dashboard-page")) },
          { path: "/admin/users", ...page(() => import("@client/features/admin/pages/admin-users-page")) },
          { path: "/admin/audit", ...page(() => import("@client/features/admin/pages/admin-audit-page")) },
          {
            path: "/admin/critics",
            ...page(() => import("@client/features/admin/pages/admin-critics-page")),
          },
        ],
      },
      {
        element: <RequireRole role="critic" />,
        children: [
          {
            path: "/critic/dashboard",
            ...page(() => import("@client/features/critic/pages/dashboard-page")),
          },
          {
            path: "/critic/my-reviews",
            ...page(() => import("@client/features/critic/pages/my-reviews-page")),
          },
          {
            path: "/critic/add-review",
            ...page(() => import("@client/features/critic/pages/add-review-page")),
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
