import { apiRequest, apiResponse } from "@client/lib/api-client";
import { queryClient } from "@client/lib/query-client";
import { TOTAL_COUNT_HEADER } from "@shared/constants/admin";
import type { Role, UserStatus } from "@shared/constants/roles";
import type { AdminUserUpdate, UserSort } from "@shared/schemas/admin";
import type { User } from "@shared/schemas/user";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";

export const USERS_PAGE_SIZE = 25;

export interface UserListParams {
  q: string;
  role: Role | "";
  status: UserStatus | "";
  sort: UserSort;
  page: number;
}

export interface UserPage {
  users: User[];
  total: number;
}

export function usersUrl(params: UserListParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(USERS_PAGE_SIZE) });
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.role) search.set("role", params.role);
  if (params.status) search.set("status", params.status);
  if (params.sort !== "newest") search.set("sort", params.sort);
  return `/api/users?${search}`;
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUserPage(params: UserListParams) {
  return useQuery<UserPage>({
    queryKey: ["/api/users", params],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { data, headers } = await apiResponse<User[]>("GET", usersUrl(params));
      return { users: data, total: Number(headers.get(TOTAL_COUNT_HEADER) ?? data.length) };
    },
  });
}

/** After any change to users, everything derived from them is read again. */
export function refreshAdminData(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = String(query.queryKey[0]);
      return key === "/api/users" || key.startsWith("/api/admin/");
    },
  });
}

export function useUpdateUser() {
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: AdminUserUpdate }) =>
      apiRequest<User>("PUT", `/api/users/${id}`, changes),
    onSuccess: refreshAdminData,
  });
}

export interface DeleteUserResult {
  message: string;
  username: string;
  sessionsEnded: number;
  reviewsDeleted: number;
}

export function useDeleteUser() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<DeleteUserResult>("DELETE", `/api/users/${id}`),
    onSuccess: refreshAdminData,
  });
}
