import { lazy, Suspense } from "react";

const OpenCount = lazy(() => import("@client/features/applications/components/open-count"));

/** The count beside a navigation entry (the open applications, for administrators): its own chunk. */
export const NavCount = ({ look }: { look: "header" | "tab" }) => (
  <Suspense fallback={null}>
    <OpenCount look={look} />
  </Suspense>
);
