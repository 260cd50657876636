import { Skeleton, Skeletons } from "@client/components/ui/skeleton";
import { formatDateTime, formatListDate } from "@client/lib/format";
import type { User } from "@shared/schemas/user";
import type { ReactNode } from "react";
import { AdminTable } from "./admin-table";
import { RoleBadge, StatusBadge } from "./user-badges";

interface UsersTableProps {
  users: User[];
  renderActions: (user: User) => ReactNode;
}

const lastLogin = (user: User) => (user.lastLogin ? formatDateTime(user.lastLogin) : "Never");
const dash = <span className="text-fg-muted">—</span>;

const HEADINGS = ["Username", "Name", "Critic name", "Email", "Role", "Status", "Created", "Last login"];

/**
 * Wide screens: a table that grows with the page (no scroll area of its own; e-mails wrap). Phones: one card
 * per user, so nothing scrolls sideways.
 */
export function UsersTable({ users, renderActions }: UsersTableProps) {
  return (
    <>
      <AdminTable headings={HEADINGS} actions="Actions">
        {users.map((user) => (
          <tr key={user.id} className="hover:bg-surface-2/60 [&>td]:border-b [&>td]:border-border/60">
            <td className="px-4 py-2 font-medium whitespace-nowrap">{user.username}</td>
            <td className="max-w-48 min-w-32 px-4 py-2 wrap-break-word">{user.name}</td>
            <td className="px-4 py-2 whitespace-nowrap">{user.criticName ?? dash}</td>
            <td className="max-w-64 min-w-40 px-4 py-2 text-fg-secondary wrap-anywhere">
              {user.email ?? dash}
            </td>
            <td className="px-4 py-2">
              <RoleBadge role={user.role} />
            </td>
            <td className="px-4 py-2">
              <StatusBadge status={user.status} />
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-fg-secondary tabular">
              {formatListDate(user.createdAt)}
            </td>
            <td className="px-4 py-2 whitespace-nowrap text-fg-secondary tabular">{lastLogin(user)}</td>
            <td className="px-2 py-1 text-right">{renderActions(user)}</td>
          </tr>
        ))}
      </AdminTable>

      <ul className="flex flex-col gap-3 md:hidden">
        {users.map((user) => (
          <li key={user.id} className="rounded-(--radius-card) border border-border bg-surface p-4">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{user.name}</p>
                <p className="truncate text-sm text-fg-muted">@{user.username}</p>
              </div>
              {renderActions(user)}
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <RoleBadge role={user.role} />
              <StatusBadge status={user.status} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">Critic name</dt>
              <dd className="min-w-0 truncate">{user.criticName ?? dash}</dd>
              <dt className="text-fg-muted">Email</dt>
              <dd className="min-w-0 wrap-anywhere">{user.email ?? dash}</dd>
              <dt className="text-fg-muted">Created</dt>
              <dd className="tabular">{formatListDate(user.createdAt)}</dd>
              <dt className="text-fg-muted">Last login</dt>
              <dd className="tabular">{lastLogin(user)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

export function UsersTableSkeleton() {
  return (
    <div
      aria-hidden
      className="flex flex-col gap-2 rounded-(--radius-card) border border-border bg-surface p-4"
    >
      <Skeleton className="h-6 w-full" />
      <Skeletons count={8} className="h-10 w-full" />
    </div>
  );
}
