import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { CountedPagination } from "@client/components/ui/pagination";
import { useCurrentUser } from "@client/features/auth/api";
import { laterComponent } from "@client/lib/later";
import { oneOf, pageParam, useUrlState } from "@client/lib/url-state";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { USER_SORTS, type UserSort } from "@shared/constants/admin";
import { ROLES, type Role, USER_STATUSES, type UserStatus } from "@shared/constants/roles";
import { UsersRound } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { AdminPageHeader } from "../../../components/admin-page-header";
import { USERS_PAGE_SIZE, type UserListParams, useUserPage } from "../api/users";
import { AddCriticButton } from "../components/add-critic-button";
import { AdminSectionLinks } from "../components/admin-section-links";
import { useUserActions } from "../components/use-user-actions";
import type { OpenDialog } from "../components/user-action-dialogs";
import { UserActionsButton } from "../components/user-actions-button";
import { UsersTable, UsersTableSkeleton } from "../components/users-table";
import { UsersToolbar } from "../components/users-toolbar";

// The action dialogs (zod, react-hook-form) are fetched once the page is on screen, not before it.
const UserActionDialogs = laterComponent(() =>
  import("../components/user-action-dialogs").then((m) => m.UserActionDialogs),
);

const USER_LIST_DEFAULTS: UserListParams = { q: "", role: "", status: "", sort: "newest", page: 1 };

const readUserList = (search: URLSearchParams): UserListParams => ({
  q: search.get("q") ?? "",
  role: oneOf<Role | "">(ROLES, search.get("role"), ""),
  status: oneOf<UserStatus | "">(USER_STATUSES, search.get("status"), ""),
  sort: oneOf<UserSort>(USER_SORTS, search.get("sort"), "newest"),
  page: pageParam(search),
});

/** Filters, order and page live in the address, so a reload or a shared link shows the same list. */
const useListParams = () => useUrlState(readUserList, USER_LIST_DEFAULTS);

export default function AdminUsersPage() {
  useDocumentTitle("User Management");
  const { user: me } = useCurrentUser();
  const [params, setParams] = useListParams();
  const query = useUserPage(params);
  const actions = useUserActions();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  useEffect(() => UserActionDialogs.preload(), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const total = query.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  useEffect(() => {
    // After a deletion empties the last page, or with a page number from an old link.
    if (query.isSuccess && params.page > lastPage) setParams({ page: lastPage });
  }, [query.isSuccess, params.page, lastPage, setParams]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        icon={UsersRound}
        title="User Management"
        description="Assign critic names, suspend or activate accounts, add emails and check milestones."
        actions={
          <>
            <AdminSectionLinks />
            <AddCriticButton />
          </>
        }
      />

      <UsersToolbar params={params} onChange={setParams} />

      <section aria-label="Users" aria-busy={query.isFetching} className="flex flex-col gap-4">
        {query.isLoading ? (
          <UsersTableSkeleton />
        ) : query.isError ? (
          <ErrorState title="Error loading users." query={query} />
        ) : query.data && query.data.users.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-10 text-center">
            <UsersRound aria-hidden className="size-8 text-fg-muted" />
            <p className="font-medium">No users found.</p>
            {(params.q || params.role || params.status) && (
              <p className="text-sm text-fg-muted">Try another search or clear the filters.</p>
            )}
          </Card>
        ) : (
          query.data && (
            <>
              <UsersTable
                users={query.data.users}
                renderActions={(user) => (
                  <UserActionsButton
                    user={user}
                    isSelf={user.id === me?.id}
                    onDialog={(kind) => setDialog({ kind, user })}
                    onActivate={() => actions.setStatus(user, "active")}
                    onCheckMilestone={() => actions.checkMilestone(user)}
                  />
                )}
              />
              <CountedPagination
                page={params.page}
                pageSize={USERS_PAGE_SIZE}
                total={query.data.total}
                noun={["user", "users"]}
                onPage={(page) => setParams({ page })}
              />
            </>
          )
        )}
      </section>

      <UserActionDialogs dialog={dialog} actions={actions} onClose={closeDialog} />
    </div>
  );
}
