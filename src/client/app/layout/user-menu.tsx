import { type ArrivalProps, useArrivalFocus } from "@client/components/arrival-focus";
import {
  DropdownMenu,
  DropdownMenuAccount,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { useLogout } from "@client/features/auth/api";
import { errorMessage } from "@client/lib/api";
import { QueryProvider } from "@client/lib/query-provider";
import { useNavigate } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { User } from "@shared/schemas/user";
import { Flag, LogOut, Rss, Trophy, User as UserIcon } from "lucide-react";
import { useRef } from "react";
import {
  criticsInAccountMenu,
  criticsMenuBelow,
  followingMenuBelow,
  reportsInAccountMenu,
} from "../navigation";
import { UserMenuLook, userMenuLookClass } from "./user-menu-look";

export interface UserMenuProps extends ArrivalProps {
  user: User;
  compact: boolean;
}

/**
 * The account menu (Radix); loaded on first hover, focus or touch of the account button. It sits in the
 * header, outside the pages' data layer, so it brings its own provider (Log out is a mutation).
 */
export default function UserMenu(props: UserMenuProps) {
  return (
    <QueryProvider>
      <AccountMenu {...props} />
    </QueryProvider>
  );
}

function AccountMenu({ user, compact, defaultOpen, autoFocus }: UserMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useArrivalFocus(trigger, { autoFocus, defaultOpen });
  const navigate = useNavigate();
  const logout = useLogout();
  const displayName = user.name || user.username;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Logged out", description: "You have been logged out successfully." });
        navigate(paths.auth);
      },
      onError: (error) => toastFailure("Logout failed", errorMessage(error)),
    });

  return (
    <DropdownMenu defaultOpen={defaultOpen ?? false}>
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={`Account menu for ${displayName}`}
        className={userMenuLookClass(compact)}
      >
        <UserMenuLook displayName={displayName} compact={compact} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuAccount name={displayName} username={user.username} />
        <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
          <UserIcon aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem
          className={followingMenuBelow(user) === "lg" ? "lg:hidden" : undefined}
          onSelect={() => navigate(paths.following)}
        >
          <Rss aria-hidden /> Following
        </DropdownMenuItem>
        {criticsInAccountMenu(user) && (
          // Where the header has no room for Critics: phones (an administrator's header: below 1024 px).
          <DropdownMenuItem
            className={criticsMenuBelow(user) === "lg" ? "lg:hidden" : "md:hidden"}
            onSelect={() => navigate(paths.critics)}
          >
            <Trophy aria-hidden /> Critics
          </DropdownMenuItem>
        )}
        {reportsInAccountMenu(user) && (
          // On phones only: wider screens have Reports in the header.
          <DropdownMenuItem className="md:hidden" onSelect={() => navigate(paths.adminReports)}>
            <Flag aria-hidden /> Reports
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={onLogout} disabled={logout.isPending}>
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
