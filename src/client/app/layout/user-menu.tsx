import { Avatar } from "@client/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast } from "@client/components/ui/use-toast";
import { useLogout } from "@client/features/auth/api";
import { errorMessage } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { paths } from "@client/lib/paths";
import type { User } from "@shared/schemas/user";
import { LogOut, User as UserIcon } from "lucide-react";
import { useNavigate } from "react-router";

export function UserMenu({ user, compact = false }: { user: User; compact?: boolean }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const displayName = user.name || user.username;

  const onLogout = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: "Logged out", description: "You have been logged out successfully." });
        navigate(paths.auth);
      },
      onError: (error) =>
        toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" }),
    });

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${displayName}`}
        className={cn(
          "flex min-h-11 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm text-fg-secondary hover:bg-surface-2 hover:text-fg",
          !compact && "pr-3",
        )}
      >
        <Avatar name={displayName} />
        {!compact && <span className="max-w-40 truncate font-medium">{displayName}</span>}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-medium text-fg">{displayName}</span>
          <span className="block truncate">@{user.username}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
          <UserIcon aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout} disabled={logout.isPending}>
          <LogOut aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
