import { later, usePressToLoad } from "@client/lib/later";
import type { User } from "@shared/schemas/user";
import { MoreHorizontal } from "lucide-react";

export type DialogKind = "assign" | "email" | "suspend" | "delete" | "role";

export interface UserActionsMenuProps {
  user: User;
  isSelf: boolean;
  onDialog: (kind: DialogKind) => void;
  onActivate: () => void;
  onCheckMilestone: () => void;
}

export const userActionsLabel = (user: User) => `Actions for ${user.username}`;
export const userActionsTriggerClass =
  "inline-flex size-11 items-center justify-center rounded-lg text-fg-secondary hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2";

// The Radix menu is most of the users page's JavaScript; a row shows a look-alike button until someone
// reaches for one, and the menu is fetched then (decision 0042).
const dropdown = later(async () => (await import("./user-actions-dropdown")).default);

/** A row's actions button: the menu itself comes on first hover, focus or press. */
export function UserActionsMenu(props: UserActionsMenuProps) {
  const { Component: Dropdown, defaultOpen, autoFocus, triggerProps } = usePressToLoad(dropdown);
  if (Dropdown) return <Dropdown {...props} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={userActionsLabel(props.user)}
      className={userActionsTriggerClass}
      {...triggerProps}
    >
      <MoreHorizontal aria-hidden className="size-5" />
    </button>
  );
}
