import { later, usePressToLoad } from "@client/lib/later";
import type { User } from "@shared/schemas/user";
import { UserMenuTriggerContent, userMenuTriggerClass } from "./user-menu-trigger";

// The Radix menu (popper, focus scope, scroll lock...) is a good part of the shell's JavaScript and is
// only needed once someone reaches for the account button: the first page renders a look-alike button
// and swaps the menu in when it arrives.
const dropdown = later(async () => (await import("./user-menu-dropdown")).default);

export function UserMenu({ user, compact = false }: { user: User; compact?: boolean }) {
  const { Component: Dropdown, defaultOpen, autoFocus, triggerProps } = usePressToLoad(dropdown);
  const displayName = user.name || user.username;

  if (Dropdown) {
    return <Dropdown user={user} compact={compact} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={`Account menu for ${displayName}`}
      className={userMenuTriggerClass(compact)}
      {...triggerProps}
    >
      <UserMenuTriggerContent displayName={displayName} compact={compact} />
    </button>
  );
}
