import { DataLayer } from "@client/lib/data-layer";
import { useApplicationSummary } from "../api";

const LOOKS = {
  header:
    "ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-fg tabular",
  tab: "absolute top-1.5 left-1/2 ml-1.5 inline-flex min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-4 font-semibold text-accent-fg tabular",
};

function Count({ look }: { look: keyof typeof LOOKS }) {
  const open = useApplicationSummary().data?.open;
  if (!open) return null;
  return (
    <span data-testid="open-applications" className={LOOKS[look]}>
      {open > 99 ? "99+" : open}
      <span className="sr-only"> open</span>
    </span>
  );
}

/**
 * The open applications' count beside the navigation's Applications entry (nothing while there are none).
 * It reads through the data layer, which the shell does not carry: both arrive after the first paint.
 */
export default function OpenCount({ look }: { look: keyof typeof LOOKS }) {
  return (
    <DataLayer>
      <Count look={look} />
    </DataLayer>
  );
}
