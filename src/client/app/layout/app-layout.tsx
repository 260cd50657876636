import { LazyToaster } from "@client/components/ui/lazy-toaster";
import { PageSpinner } from "@client/components/ui/spinner";
import { PageErrorBoundary } from "@client/features/errors/page-error-boundary";
import { cn } from "@client/lib/cn";
import { DataLayer } from "@client/lib/data-layer";
import { RouteView, ScrollRestoration, useLocation, useNavigationPending } from "@client/lib/router";
import { useCurrentUser } from "@client/lib/session";
import { Suspense } from "react";
import { type Access, Gate } from "../guards";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileTabBar } from "./mobile-tab-bar";

export function AppLayout() {
  const { user } = useCurrentUser();
  const pending = useNavigationPending();
  const { pathname } = useLocation();
  return (
    <div
      className={cn(
        "flex min-h-dvh flex-col",
        user && "pb-[calc(3.5rem+env(safe-area-inset-bottom))] md:pb-0",
      )}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-accent focus:px-4 focus:py-2 focus:text-accent-fg"
      >
        Skip to content
      </a>
      <Header />
      <main
        id="main"
        aria-busy={pending || undefined}
        className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-7xl flex-1 px-4 py-6 md:px-6 md:py-10"
      >
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <RouteView
              gate={(route, page) => (
                <Gate access={(route.access as Access | undefined) ?? "anyone"}>
                  <DataLayer>{page}</DataLayer>
                </Gate>
              )}
            />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <MobileTabBar />
      <LazyToaster />
      <ScrollRestoration />
    </div>
  );
}
