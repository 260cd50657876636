import type { User } from "@shared/schemas/user";

/** What the row's actions button and the menu that replaces it share: props, name and look. */
export type DialogKind = "assign" | "email" | "suspend" | "delete" | "role";

/** A row action's dialog that asks for one value (a critic name, an e-mail address). */
export interface UserValueDialogProps {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Sends the value; the callback shows why the server refused it under the field. */
  onSubmit: (value: string, onError: (error: unknown) => void) => void;
}

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
