import { NavCountBadge, type NavCountLook } from "@client/components/nav-count-badge";
import { DataLayer } from "@client/lib/data-layer";
import { useApplicationSummary } from "../api";

function Count({ look }: { look: NavCountLook }) {
  return <NavCountBadge count={useApplicationSummary().data?.open} look={look} testId="open-applications" />;
}

/**
 * The open applications' count beside the navigation's Applications entry (nothing while there are none).
 * It reads through the data layer, which the shell does not carry: both arrive after the first paint.
 */
export default function OpenCount({ look }: { look: NavCountLook }) {
  return (
    <DataLayer>
      <Count look={look} />
    </DataLayer>
  );
}
