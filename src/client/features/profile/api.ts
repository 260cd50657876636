import { apiCall, hasCode } from "@client/lib/api";
import type { ChangePasswordInput } from "@shared/schemas/auth";
import type { ProfileUpdateInput } from "@shared/schemas/profile";
import type { User } from "@shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { setCurrentUser } from "../auth/api";
import { useCriticInfo } from "../critic/api";

export function useUpdateProfile(userId: number) {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      apiCall("PATCH /api/users/:id", { params: { id: userId }, body: input }),
    onSuccess: ({ user }) => setCurrentUser(user),
  });
}

/**
 * A critic's review count, from the same query (and cache entry) as the critic pages' critic info, so
 * a submission or an edit anywhere refreshes it; 0 until a critic name is assigned or while the name
 * is unknown (404).
 */
export function useCriticReviewCount(user: User): { isPending: boolean; isError: boolean; data: number } {
  const name = user.role === "critic" ? user.criticName : null;
  const info = useCriticInfo(name);
  if (!name) return { isPending: false, isError: false, data: 0 };
  const unknown = hasCode(info.error, "not_found");
  return {
    isPending: info.isPending && !info.isError,
    isError: info.isError && !unknown,
    data: info.data?.total_reviews ?? 0,
  };
}

/** Sets a new password; the server ends every other session of the user and keeps this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiCall("POST /api/users/me/password", { body: input }),
  });
}

export function useSignOutOtherSessions() {
  return useMutation({
    mutationFn: () => apiCall("DELETE /api/sessions/others"),
  });
}
