import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { CountedPagination } from "@client/components/ui/pagination";
import { SkeletonList } from "@client/components/ui/skeleton";
import { formatDateTime } from "@client/lib/format";
import { useSearchParams } from "@client/lib/router/search-params";
import { pageParam } from "@client/lib/url-state";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { AUDIT_ACTIONS } from "@shared/constants/admin";
import type { AuditEntry } from "@shared/schemas/admin";
import { ScrollText } from "lucide-react";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { AUDIT_PAGE_SIZE, useAuditLog } from "../api/dashboard";
import { AdminTable } from "../components/admin-table";
import { AuditChanges } from "../components/audit-changes";

const target = (entry: AuditEntry) =>
  entry.targetLabel
    ? `${entry.targetType === "user" ? "@" : ""}${entry.targetLabel}`
    : `${entry.targetType} ${entry.targetId ?? ""}`.trim();

const HEADINGS = ["When", "Administrator", "Action", "Target", "Changes"];

export default function AdminAuditPage() {
  useDocumentTitle("Audit Log");
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const log = useAuditLog(page);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        back
        icon={ScrollText}
        title="Audit Log"
        description="Every administrative action: who did what, to whom, and when."
      />

      {log.isLoading ? (
        <SkeletonList label="Loading the audit log" count={6} item="h-12 w-full" />
      ) : log.isError ? (
        <ErrorState title="Error loading the audit log." query={log} />
      ) : log.data && log.data.entries.length === 0 ? (
        <Card className="p-10 text-center">
          <p className="font-medium">No administrative actions yet.</p>
        </Card>
      ) : (
        log.data && (
          <section aria-label="Audit entries" aria-busy={log.isFetching} className="flex flex-col gap-4">
            <AdminTable headings={HEADINGS}>
              {log.data.entries.map((entry) => (
                <tr key={entry.id} className="align-top [&>td]:border-b [&>td]:border-border/60">
                  <td className="px-4 py-3 whitespace-nowrap text-fg-secondary tabular">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">@{entry.actorUsername}</td>
                  <td className="px-4 py-3 whitespace-nowrap font-medium">
                    {AUDIT_ACTIONS[entry.action] ?? entry.action}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{target(entry)}</td>
                  <td className="px-4 py-3">
                    <AuditChanges entry={entry} />
                  </td>
                </tr>
              ))}
            </AdminTable>
            <ul className="flex flex-col gap-3 md:hidden">
              {log.data.entries.map((entry) => (
                <li
                  key={entry.id}
                  className="rounded-(--radius-card) border border-border bg-surface p-4 text-sm"
                >
                  <p className="font-semibold">{AUDIT_ACTIONS[entry.action] ?? entry.action}</p>
                  <p className="text-fg-secondary">
                    {target(entry)} · by @{entry.actorUsername}
                  </p>
                  <p className="text-xs text-fg-muted tabular">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </p>
                  <div className="mt-2">
                    <AuditChanges entry={entry} />
                  </div>
                </li>
              ))}
            </ul>
            <CountedPagination
              page={page}
              pageSize={AUDIT_PAGE_SIZE}
              total={log.data.total}
              noun={["entry", "entries"]}
              onPage={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
            />
          </section>
        )
      )}
    </div>
  );
}
