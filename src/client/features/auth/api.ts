import { ApiError, apiGet, apiRequest } from "@client/lib/api-client";
import { queryClient } from "@client/lib/query-client";
import type { ForgotPasswordInput, LoginInput, RegisterInput } from "@shared/schemas/auth";
import type { User, UserResponse } from "@shared/schemas/user";
import { useMutation, useQuery } from "@tanstack/react-query";

export const USER_KEY = ["/api/user"] as const;

/** The current user: null when signed out (a 401), cached for 5 minutes. */
export function useCurrentUser() {
  const query = useQuery<User | null>({
    queryKey: USER_KEY,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      try {
        return (await apiGet<UserResponse>("/api/user")).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

export const setCurrentUser = (user: User | null) => queryClient.setQueryData(USER_KEY, user);

/** A different person is now at the keyboard: forget everything cached for the previous one. */
function switchUser(user: User | null): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== USER_KEY[0] && query.queryKey[0] !== "/api/config",
  });
  setCurrentUser(user);
}

export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<UserResponse>("POST", "/api/login", input),
    onSuccess: ({ user }) => switchUser(user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiRequest<UserResponse>("POST", "/api/register", { ...input, role: "critic" }),
    onSuccess: ({ user }) => switchUser(user),
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", "/api/logout"),
    onSuccess: () => switchUser(null),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiRequest<{ message: string }>("POST", "/api/forgot-password", input),
  });
}

export interface TokenCheck {
  valid: boolean;
  message?: string;
}

/** Asks the server whether a reset token is usable; a 400 with `{ valid: false }` is an answer, not a failure. */
export function useResetTokenCheck(token: string | undefined) {
  return useQuery<TokenCheck>({
    queryKey: ["/api/validate-reset-token", token],
    enabled: Boolean(token),
    gcTime: 0,
    queryFn: async () => {
      try {
        return await apiGet<TokenCheck>(`/api/validate-reset-token/${encodeURIComponent(token!)}`);
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.status === 400 &&
          (error.body as TokenCheck | undefined)?.valid === false
        ) {
          return error.body as TokenCheck;
        }
        throw error;
      }
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiRequest<{ message: string }>("POST", "/api/reset-password", input),
  });
}
