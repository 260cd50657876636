import { apiCall, apiGetWithHeaders } from "@client/lib/api";
import { apiUrl } from "@client/lib/http";
import { queryClient } from "@client/lib/query-client";
import { TOTAL_COUNT_HEADER } from "@shared/constants/admin";
import type { Role, UserStatus } from "@shared/constants/roles";
import type { AdminUserUpdate, UserSort } from "@shared/schemas/admin";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { adminKeys } from "./keys";

export const USERS_PAGE_SIZE = 25;

export interface UserListParams {
  q: string;
  role: Role | "";
  status: UserStatus | "";
  sort: UserSort;
  page: number;
}

export const usersUrl = (params: UserListParams) =>
  apiUrl(
    "GET /api/users",
    {},
    {
      page: params.page,
      pageSize: USERS_PAGE_SIZE,
      q: params.q.trim() || undefined,
      role: params.role || undefined,
      status: params.status || undefined,
      sort: params.sort !== "newest" ? params.sort : undefined,
    },
  );

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUserPage(params: UserListParams) {
  const url = usersUrl(params);
  return useQuery({
    queryKey: adminKeys.users(url),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, headers } = await apiGetWithHeaders(url);
      return { users: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
  });
}

/** After any change to users, everything derived from them is read again. */
export function refreshAdminData(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdminUserUpdate }) =>
      apiCall("PUT /api/users/:id", { params: { id }, body: changes }),
    onSuccess: refreshAdminData,
  });
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: number) => apiCall("DELETE /api/users/:id", { params: { id } }),
    onSuccess: refreshAdminData,
  });
}
