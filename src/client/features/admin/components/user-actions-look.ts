import type { User } from "@shared/schemas/user";

/** What the row's actions button and the menu that replaces it share: props, name and look. */
export type DialogKind = "assign" | "email" | "suspend" | "delete" | "role";

export interface UserActionsProps {
  user: User;
  isSelf: boolean;
  onDialog: (kind: DialogKind) => void;
  onActivate: () => void;
  onCheckMilestone: () => void;
}

export const userActionsLabel = (user: User) => `Actions for ${user.username}`;
export const userActionsLookClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-fg-secondary hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2";
