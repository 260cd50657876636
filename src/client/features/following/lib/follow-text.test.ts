import { apiError } from "@client/lib/http";
import { FOLLOW_ACTIVE_ONLY } from "@shared/constants/following";
import { describe, expect, it } from "vitest";
import { followedState } from "../api/follow-state";
import { cannotFollowReason, followErrorText, followersText } from "./follow-text";

describe("following's texts and state", () => {
  it("counts followers in words", () => {
    expect(followersText(0)).toBe("0 followers");
    expect(followersText(1)).toBe("1 follower");
    expect(followersText(1204)).toBe("1,204 followers");
  });

  it("moves the count only when the state changes, and never below zero", () => {
    expect(followedState({ following: false, followers: 3 }, true)).toEqual({
      following: true,
      followers: 4,
    });
    expect(followedState({ following: true, followers: 4 }, false)).toEqual({
      following: false,
      followers: 3,
    });
    expect(followedState({ following: true, followers: 4 }, true)).toEqual({ following: true, followers: 4 });
    expect(followedState({ following: true, followers: 0 }, false)).toEqual({
      following: false,
      followers: 0,
    });
  });

  it("says why an account may not follow: only active ones may", () => {
    expect(cannotFollowReason({ status: "active" })).toBeNull();
    expect(cannotFollowReason({ status: "pending" })).toContain(FOLLOW_ACTIVE_ONLY);
    expect(cannotFollowReason({ status: "suspended" })).toMatch(/suspended/);
  });

  it("explains a refusal by its code, whatever the status, and a failure plainly", () => {
    const refused = (status: number, code: string) => apiError(status, { code, message: "server words" });
    expect(followErrorText(refused(403, "account_not_active"), true)).toBe(FOLLOW_ACTIVE_ONLY);
    expect(followErrorText(refused(418, "account_not_active"), true)).toBe(FOLLOW_ACTIVE_ONLY);
    expect(followErrorText(refused(401, "sign_in_required"), false)).toMatch(/Sign in again/);
    expect(followErrorText(refused(404, "not_found"), true)).toMatch(/no longer here/);
    expect(followErrorText(refused(500, "internal_error"), true)).toMatch(/^Could not follow\./);
    expect(followErrorText(new TypeError("Failed to fetch"), false)).toMatch(/^Could not unfollow\./);
  });
});
