import type { User } from "@shared/schemas/user";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { AddEmailDialog } from "./add-email-dialog";
import { AssignCriticDialog } from "./assign-critic-dialog";
import type { UserActions } from "./use-user-actions";
import type { DialogKind } from "./user-actions-look";

export interface OpenDialog {
  kind: DialogKind;
  user: User;
}

interface UserActionDialogsProps {
  dialog: OpenDialog | null;
  actions: UserActions;
  onClose: () => void;
}

/** The dialog of the action chosen in a row's menu (one at a time). */
export function UserActionDialogs({ dialog, actions, onClose }: UserActionDialogsProps) {
  if (!dialog) return null;
  const { kind, user } = dialog;
  const common = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    pending: actions.isPending,
  };
  const who = `${user.name} (@${user.username})`;
  /** A yes-or-no dialog closes either way; the toast says what happened. */
  const settle = { onSuccess: onClose, onError: onClose };

  switch (kind) {
    case "assign":
      return (
        <AssignCriticDialog
          {...common}
          user={user}
          onSubmit={(name, onError) => actions.assignCritic(user, name, { onSuccess: onClose, onError })}
        />
      );
    case "email":
      return (
        <AddEmailDialog
          {...common}
          user={user}
          onSubmit={(email, onError) => actions.addEmail(user, email, { onSuccess: onClose, onError })}
        />
      );
    case "suspend":
      return (
        <ConfirmDialog
          {...common}
          title="Suspend User"
          description={`Suspend ${who}? They are signed out at once and cannot sign in until an administrator activates the account again.`}
          confirmLabel="Suspend User"
          pendingLabel="Suspending..."
          destructive
          onConfirm={() => actions.setStatus(user, "suspended", settle)}
        />
      );
    case "role": {
      const promote = user.role !== "admin";
      return (
        <ConfirmDialog
          {...common}
          title={promote ? "Make Administrator" : "Remove Admin Role"}
          description={
            promote
              ? `Make ${who} an administrator? Administrators can manage every user, critic and statistic.`
              : `Remove the administrator role of ${who}? They become a critic.`
          }
          confirmLabel={promote ? "Make Administrator" : "Remove Admin Role"}
          pendingLabel="Saving..."
          destructive={!promote}
          onConfirm={() => actions.setRole(user, promote ? "admin" : "critic", settle)}
        />
      );
    }
    case "delete":
      return (
        <ConfirmDialog
          {...common}
          title="Delete User"
          description={`Delete ${who} permanently?`}
          confirmLabel="Delete User"
          pendingLabel="Deleting..."
          destructive
          onConfirm={() => actions.deleteUser(user, settle)}
        >
          <div className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-fg-secondary">
            <p className="font-medium text-fg">This deletes, and cannot be undone:</p>
            <ul className="mt-2 list-disc pl-5">
              <li>the account {user.username} and its profile</li>
              <li>all of their podcast reviews</li>
              <li>all of their sessions (they are signed out everywhere)</li>
            </ul>
            {user.criticName && (
              <p className="mt-2">
                Their critic reviews as {user.criticName} stay in the critic database, and the critic name can
                be assigned again.
              </p>
            )}
          </div>
        </ConfirmDialog>
      );
  }
}
