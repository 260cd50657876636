import { apiCall } from "@client/lib/api";
import { setCurrentUser } from "@client/lib/session";
import type { DigestSetting } from "@shared/schemas/following";
import type { User } from "@shared/schemas/user";
import { useMutation } from "@tanstack/react-query";

/** PUT /api/user/digest: the member's weekly digest on or off; the session's user follows. */
export function useSetDigest(user: User) {
  return useMutation({
    mutationFn: (digest: DigestSetting) => apiCall("PUT /api/user/digest", { body: { digest } }),
    onSuccess: ({ digest }) => setCurrentUser({ ...user, digest }),
  });
}
