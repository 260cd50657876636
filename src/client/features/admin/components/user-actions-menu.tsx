import { type ArrivalProps, useArrivalFocus } from "@client/components/arrival-focus";
import {
  DropdownMenu,
  DropdownMenuAccount,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import {
  Award,
  BadgeCheck,
  Ban,
  Mail,
  MoreHorizontal,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserCheck,
} from "lucide-react";
import { useRef } from "react";
import { type UserActionsProps, userActionsLabel, userActionsLookClass } from "./user-actions-look";

/**
 * The row's actions (Radix), loaded when someone reaches for a row's button (user-actions-button.tsx). An
 * administrator's own row offers nothing that would lock them out (suspend, delete, a critic name or
 * losing the admin role); the server refuses those anyway.
 */
export default function UserActionsMenu({
  user,
  isSelf,
  onDialog,
  onActivate,
  onCheckMilestone,
  defaultOpen,
  autoFocus,
}: UserActionsProps & ArrivalProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useArrivalFocus(trigger, { autoFocus, defaultOpen });
  return (
    <DropdownMenu defaultOpen={defaultOpen ?? false}>
      <DropdownMenuTrigger ref={trigger} aria-label={userActionsLabel(user)} className={userActionsLookClass}>
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        <DropdownMenuAccount name={user.name} username={user.username} />
        {isSelf && (
          <p className="max-w-56 px-3 py-2 text-xs text-fg-muted">
            This is your account: you cannot suspend, demote or delete it.
          </p>
        )}
        {!isSelf && (
          <DropdownMenuItem onSelect={() => onDialog("assign")}>
            <BadgeCheck aria-hidden /> {user.criticName ? "Change Critic Name" : "Assign Critic Name"}
          </DropdownMenuItem>
        )}
        {user.criticName && (
          <DropdownMenuItem onSelect={onCheckMilestone}>
            <Award aria-hidden /> Check Milestone
          </DropdownMenuItem>
        )}
        {!user.email && (
          <DropdownMenuItem onSelect={() => onDialog("email")}>
            <Mail aria-hidden /> Add Email
          </DropdownMenuItem>
        )}
        {!isSelf &&
          (user.status === "active" ? (
            <DropdownMenuItem onSelect={() => onDialog("suspend")}>
              <Ban aria-hidden /> Suspend User
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={onActivate}>
              <UserCheck aria-hidden /> Activate User
            </DropdownMenuItem>
          ))}
        {!isSelf && (
          <DropdownMenuItem onSelect={() => onDialog("role")}>
            {user.role === "admin" ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
            {user.role === "admin" ? "Remove Admin Role" : "Make Administrator"}
          </DropdownMenuItem>
        )}
        {!isSelf && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onDialog("delete")}
              className="text-danger data-[highlighted]:bg-danger/10 data-[highlighted]:text-danger"
            >
              <Trash2 aria-hidden /> Delete User
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
