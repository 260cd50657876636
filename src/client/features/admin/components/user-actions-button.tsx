import { later, usePressToLoad } from "@client/lib/later";
import { MoreHorizontal } from "lucide-react";
import { type UserActionsProps, userActionsLabel, userActionsLookClass } from "./user-actions-look";

// The Radix menu is most of the users page's JavaScript; a row shows a look-alike button until someone
// reaches for one, and the menu is fetched then (decision 0042).
const menu = later(async () => (await import("./user-actions-menu")).default);

/** A row's actions button: the menu itself comes on first hover, focus or press. */
export function UserActionsButton(props: UserActionsProps) {
  const { Component: Menu, defaultOpen, autoFocus, triggerProps } = usePressToLoad(menu);
  if (Menu) return <Menu {...props} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={userActionsLabel(props.user)}
      className={userActionsLookClass}
      {...triggerProps}
    >
      <MoreHorizontal aria-hidden className="size-5" />
    </button>
  );
}
