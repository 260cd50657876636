export const ROLES = ["admin", "critic"] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ["active", "pending", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
