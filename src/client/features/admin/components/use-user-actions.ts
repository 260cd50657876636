import { toast } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api-client";
import type { Role, UserStatus } from "@shared/constants/roles";
import type { User } from "@shared/schemas/user";
import { useCheckMilestone } from "../api/critics";
import { useDeleteUser, useUpdateUser } from "../api/users";

const failed = (title: string, what: string) => (error: unknown) =>
  toast({
    title,
    description: `There was an error ${what}. ${errorMessage(error)}`,
    variant: "destructive",
  });

/** Every per-user action of the users page, with the spec's success and error toasts. */
export function useUserActions() {
  const update = useUpdateUser();
  const remove = useDeleteUser();
  const milestone = useCheckMilestone();

  return {
    isPending: update.isPending || remove.isPending || milestone.isPending,

    assignCritic: (user: User, criticName: string, done?: () => void) =>
      update.mutate(
        { id: user.id, changes: { name: criticName, role: "critic", status: "active" } },
        {
          onSuccess: () => {
            toast({
              title: "Critic assigned",
              description: `${criticName} is now assigned to ${user.username}.`,
            });
            done?.();
          },
          onError: failed("Error assigning critic", "assigning the critic name"),
        },
      ),

    setStatus: (user: User, status: UserStatus, done?: () => void) =>
      update.mutate(
        { id: user.id, changes: { status } },
        {
          onSuccess: () => {
            toast({ title: "User updated", description: `${user.username} is now ${status}.` });
            done?.();
          },
          onError: failed("Error updating user", "updating the user"),
        },
      ),

    setRole: (user: User, role: Role, done?: () => void) =>
      update.mutate(
        { id: user.id, changes: { role } },
        {
          onSuccess: () => {
            toast({
              title: "User updated",
              description:
                role === "admin"
                  ? `${user.username} is now an administrator.`
                  : `${user.username} is no longer an administrator.`,
            });
            done?.();
          },
          onError: failed("Error updating user", "updating the user"),
        },
      ),

    addEmail: (user: User, email: string, done?: () => void) =>
      update.mutate(
        { id: user.id, changes: { email } },
        {
          onSuccess: (updated) => {
            toast({ title: "Email added", description: `${updated.email} was added to ${user.username}.` });
            done?.();
          },
          onError: failed("Error adding email", "adding the email"),
        },
      ),

    deleteUser: (user: User, done?: () => void) =>
      remove.mutate(user.id, {
        onSuccess: () => {
          toast({ title: "User deleted", description: `${user.username} and their reviews were deleted.` });
          done?.();
        },
        onError: failed("Error deleting user", "deleting the user"),
      }),

    checkMilestone: (user: User) =>
      milestone.mutate(user.id, {
        onSuccess: ({ message }) => toast({ title: "Milestone Check Complete", description: message }),
        onError: failed("Error checking milestone", "checking the milestone"),
      }),
  };
}

export type UserActions = ReturnType<typeof useUserActions>;
