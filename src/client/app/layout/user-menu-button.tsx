import { later, usePressToLoad } from "@client/lib/later";
import type { User } from "@shared/schemas/user";
import { UserMenuLook, userMenuLookClass } from "./user-menu-look";

// The Radix menu (popper, focus scope, scroll lock...) is a good part of the shell's JavaScript and is
// only needed once someone reaches for the account button: the first page renders a look-alike button
// and swaps the menu in when it arrives.
const menu = later(async () => (await import("./user-menu")).default);

/** The account button: a look-alike until someone reaches for it, then the Radix menu (./user-menu.tsx). */
export function UserMenuButton({ user, compact = false }: { user: User; compact?: boolean }) {
  const { Component: Menu, defaultOpen, autoFocus, triggerProps } = usePressToLoad(menu);
  const displayName = user.name || user.username;

  if (Menu) {
    return <Menu user={user} compact={compact} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={`Account menu for ${displayName}`}
      className={userMenuLookClass(compact)}
      {...triggerProps}
    >
      <UserMenuLook displayName={displayName} compact={compact} />
    </button>
  );
}
