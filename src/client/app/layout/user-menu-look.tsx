import { Avatar } from "@client/components/ui/avatar";
import { cn } from "@client/lib/cn";

/** The account button's look, shared by the lightweight placeholder and the Radix trigger that replaces it. */
export const userMenuLookClass = (compact: boolean) =>
  cn(
    "flex min-h-11 items-center gap-2 rounded-full py-1 pr-1 pl-1 text-sm text-fg-secondary hover:bg-surface-2 hover:text-fg",
    !compact && "pr-3",
  );

export function UserMenuLook({ displayName, compact }: { displayName: string; compact: boolean }) {
  return (
    <>
      <Avatar name={displayName} />
      {!compact && <span className="max-w-40 truncate font-medium">{displayName}</span>}
    </>
  );
}
