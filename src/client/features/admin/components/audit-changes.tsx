import type { AuditEntry } from "@shared/schemas/admin";

const FIELD_LABELS: Record<string, string> = {
  username: "Username",
  name: "Name",
  email: "Email",
  role: "Role",
  status: "Status",
  criticName: "Critic name",
  publication: "Publication",
  sessionsEnded: "Sessions ended",
  lastMilestoneTitle: "Last title emailed",
  reviewCount: "Reviews",
  title: "Title",
  emailed: "Email sent",
  reviewsDeleted: "Reviews deleted",
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** "Status: active → suspended", one line per field. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  // The database keeps JSON keys in its own order; show them in a fixed, readable one.
  const order = Object.keys(FIELD_LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort(
    (a, b) => rank(a) - rank(b),
  );
  if (keys.length === 0) return <span className="text-fg-muted">—</span>;
  return (
    <ul className="flex flex-col gap-0.5">
      {keys.map((key) => (
        <li key={key} className="wrap-anywhere">
          <span className="text-fg-muted">{FIELD_LABELS[key] ?? key}: </span>
          {key in before && key in after ? (
            <>
              <del className="text-fg-secondary no-underline">{show(before[key])}</del>
              <span aria-hidden> → </span>
              <span className="sr-only"> changed to </span>
              <ins className="no-underline">{show(after[key])}</ins>
            </>
          ) : (
            <span>{show(key in after ? after[key] : before[key])}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
