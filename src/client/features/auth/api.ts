import { ApiError, apiGet, apiRequest } from "@client/lib/api-client";
import { queryClient } from "@client/lib/query-client";
import { setCurrentUser } from "@client/lib/session";
import type { ForgotPasswordInput, LoginInput, RegisterInput } from "@shared/schemas/auth";
import type { User, UserResponse } from "@shared/schemas/user";
import { useMutation, useQuery } from "@tanstack/react-query";

/** The session lives in lib/session (the shell needs it before the data layer loads). */
export { setCurrentUser, useCurrentUser } from "@client/lib/session";

/** A different person is now at the keyboard: forget everything cached for the previous one. */
function switchUser(user: User | null): void {
  queryClient.removeQueries();
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
