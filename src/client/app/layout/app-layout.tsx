import { LazyToaster } from "@client/components/ui/lazy-toaster";
import { PageSpinner } from "@client/components/ui/spinner";
import { useCurrentUser } from "@client/features/auth/api";
import { cn } from "@client/lib/cn";
import { Suspense } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";
import { MobileTabBar } from "./mobile-tab-bar";

export function AppLayout() {
  const { user } = useCurrentUser();
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
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 md:px-6 md:py-10">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileTabBar />
      <LazyToaster />
      <ScrollRestoration />
    </div>
  );
}
