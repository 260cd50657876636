import { ApiError, apiGet, apiRequest } from "@client/lib/api-client";
import type { ProfileUpdateInput } from "@shared/schemas/profile";
import type { User, UserResponse } from "@shared/schemas/user";
import { useMutation, useQuery } from "@tanstack/react-query";
import { setCurrentUser } from "../auth/api";

export function useUpdateProfile(userId: number) {
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      apiRequest<UserResponse>("PATCH", `/api/users/${userId}`, input),
    onSuccess: ({ user }) => setCurrentUser(user),
  });
}

interface CriticInfo {
  total_reviews: number;
}

/**
 * A critic's published review count, from the critic database (GET /api/critic/:name/info); 0 until a
 * critic name is assigned or while the critic database has no record of them.
 */
export function useCriticReviewCount(user: User) {
  const name = user.criticName;
  return useQuery({
    queryKey: ["/api/critic/:name/info", name],
    enabled: user.role === "critic",
    queryFn: async () => {
      if (!name) return 0;
      try {
        return (await apiGet<CriticInfo>(`/api/critic/${encodeURIComponent(name)}/info`)).total_reviews ?? 0;
      } catch (error) {
        // No record in the critic database yet: no published reviews.
        if (error instanceof ApiError && error.status === 404) return 0;
        throw error;
      }
    },
  });
}
