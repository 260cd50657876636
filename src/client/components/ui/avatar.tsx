import { cn } from "@client/lib/cn";
import { initials } from "@client/lib/initials";

export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/20 text-sm font-semibold text-accent-hover ring-1 ring-accent/40",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
