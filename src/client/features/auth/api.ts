import { apiCall, hasCode } from "@client/lib/api";
import { queryClient } from "@client/lib/query-client";
import { setCurrentUser } from "@client/lib/session";
import type { ForgotPasswordInput, LoginInput, RegisterInput } from "@shared/schemas/auth";
import type { User } from "@shared/schemas/user";
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
    mutationFn: (input: LoginInput) => apiCall("POST /api/login", { body: input }),
    onSuccess: ({ user }) => switchUser(user),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiCall("POST /api/register", { body: { ...input, role: "critic" } }),
    onSuccess: ({ user }) => switchUser(user),
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => apiCall("POST /api/logout"),
    onSuccess: () => switchUser(null),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => apiCall("POST /api/forgot-password", { body: input }),
  });
}

/** A reset token is usable, or the server's 400 says why not. */
export type TokenCheck = { valid: true } | { valid: false; message: string };

/** Asks the server whether a reset token is usable; a 400 with `{ valid: false }` is an answer, not a failure. */
export function useResetTokenCheck(token: string | undefined) {
  return useQuery({
    queryKey: ["/api/validate-reset-token", token],
    enabled: Boolean(token),
    gcTime: 0,
    queryFn: async () => {
      try {
        const answer: TokenCheck = await apiCall("GET /api/validate-reset-token/:token", {
          params: { token: token! },
        });
        return answer;
      } catch (error) {
        if (
          hasCode(error, "validation_failed") &&
          (error.body as { valid?: unknown } | undefined)?.valid === false
        ) {
          return { valid: false, message: error.serverMessage } as TokenCheck;
        }
        throw error;
      }
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiCall("POST /api/reset-password", { body: input }),
  });
}
