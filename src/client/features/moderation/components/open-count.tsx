import { NavCountBadge, type NavCountLook } from "@client/components/nav-count-badge";
import { DataLayer } from "@client/lib/data-layer";
import { useReportSummary } from "../api";

function Count({ look }: { look: NavCountLook }) {
  return <NavCountBadge count={useReportSummary().data?.open} look={look} testId="open-reports" />;
}

/** The reported reviews waiting for a decision, beside the navigation's Reports entry (after the first paint). */
export default function OpenReportsCount({ look }: { look: NavCountLook }) {
  return (
    <DataLayer>
      <Count look={look} />
    </DataLayer>
  );
}
