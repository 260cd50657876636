import type { User } from "@shared/schemas/user";
import { type ComponentType, useState } from "react";
import type { UserMenuDropdownProps } from "./user-menu-dropdown";
import { UserMenuTriggerContent, userMenuTriggerClass } from "./user-menu-trigger";

// The Radix menu (popper, focus scope, scroll lock...) is a good part of the shell's JavaScript and is
// only needed once someone reaches for the account button. So the first page renders a look-alike
// button, fetches the menu on hover, focus or touch, and swaps it in; a press that lands before the
// code opens the menu on arrival, as Radix opens it on pointer down, Enter, Space or ArrowDown.
let Loaded: ComponentType<UserMenuDropdownProps> | null = null;
let loading: Promise<ComponentType<UserMenuDropdownProps>> | null = null;
const loadDropdown = () => {
  loading ??= import("./user-menu-dropdown").then((module) => {
    Loaded = module.default;
    return module.default;
  });
  return loading;
};

export function UserMenu({ user, compact = false }: { user: User; compact?: boolean }) {
  const [dropdown, setDropdown] = useState(() => Loaded);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const [focused, setFocused] = useState(false);
  const displayName = user.name || user.username;

  if (dropdown) {
    const Dropdown = dropdown;
    return <Dropdown user={user} compact={compact} defaultOpen={openOnArrival} autoFocus={focused} />;
  }

  const fetchMenu = () => {
    loadDropdown().then(
      (component) => setDropdown(() => component),
      () => {
        loading = null; // a failed fetch (offline, new deploy) is retried on the next hover or press
      },
    );
  };
  const open = () => {
    setOpenOnArrival(true);
    fetchMenu();
  };

  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={`Account menu for ${displayName}`}
      className={userMenuTriggerClass(compact)}
      onPointerEnter={fetchMenu}
      onFocus={() => {
        setFocused(true);
        fetchMenu();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) open();
      }}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          open();
        }
      }}
    >
      <UserMenuTriggerContent displayName={displayName} compact={compact} />
    </button>
  );
}
