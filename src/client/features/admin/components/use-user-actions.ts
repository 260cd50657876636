import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import type { Role, UserStatus } from "@shared/constants/roles";
import type { AdminUserUpdate } from "@shared/schemas/admin";
import type { User } from "@shared/schemas/user";
import { useCheckMilestone } from "../api/critics";
import { useDeleteUser, useUpdateUser } from "../api/users";

/** What the caller does after an action: e.g. close its dialog, or show the server's field errors. */
export interface After {
  onSuccess?: () => void;
  onError?: (error: unknown) => void;
}

const failed = (title: string, what: string, after?: After) => (error: unknown) => {
  toastFailure(title, `There was an error ${what}. ${errorMessage(error)}`);
  after?.onError?.(error);
};

/** A change to one user: its success toast (from the changed user) and its failure toast. */
interface Change {
  changes: AdminUserUpdate;
  done: (updated: User) => { title: string; description: string };
  failure: [title: string, what: string];
}

/** Every per-user action of the users page, with the spec's success and error toasts. */
export function useUserActions() {
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const milestone = useCheckMilestone();

  const change = (user: User, { changes, done, failure }: Change, after?: After) =>
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: (updated) => {
          toast(done(updated));
          after?.onSuccess?.();
        },
        onError: failed(...failure, after),
      },
    );
  const updating: Change["failure"] = ["Error updating user", "updating the user"];

  return {
    isPending: update.isPending || remove.isPending || milestone.isPending,

    assignCritic: (user: User, criticName: string, after?: After) =>
      change(
        user,
        {
          changes: { name: criticName, role: "critic", status: "active" },
          done: () => ({
            title: "Critic assigned",
            description: `${criticName} is now assigned to ${user.username}.`,
          }),
          failure: ["Error assigning critic", "assigning the critic name"],
        },
        after,
      ),

    setStatus: (user: User, status: UserStatus, after?: After) =>
      change(
        user,
        {
          changes: { status },
          done: () => ({ title: "User updated", description: `${user.username} is now ${status}.` }),
          failure: updating,
        },
        after,
      ),

    setRole: (user: User, role: Role, after?: After) =>
      change(
        user,
        {
          changes: { role },
          done: () => ({
            title: "User updated",
            description:
              role === "admin"
                ? `${user.username} is now an administrator.`
                : `${user.username} is no longer an administrator.`,
          }),
          failure: updating,
        },
        after,
      ),

    addEmail: (user: User, email: string, after?: After) =>
      change(
        user,
        {
          changes: { email },
          done: (updated) => ({
            title: "Email added",
            description: `${updated.email} was added to ${user.username}.`,
          }),
          failure: ["Error adding email", "adding the email"],
        },
        after,
      ),

    deleteUser: (user: User, after?: After) =>
      remove.mutate(user.id, {
        onSuccess: () => {
          toast({ title: "User deleted", description: `${user.username} and their reviews were deleted.` });
          after?.onSuccess?.();
        },
        onError: failed("Error deleting user", "deleting the user", after),
      }),

    checkMilestone: (user: User) =>
      milestone.mutate(user.id, {
        onSuccess: ({ message }) => toast({ title: "Milestone Check Complete", description: message }),
        onError: failed("Error checking milestone", "checking the milestone"),
      }),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
