import { cn } from "@client/lib/cn";
import { Loader2 } from "./glyphs";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-fg-muted", className)}>
      <Loader2 aria-hidden className="size-5 animate-spin text-accent" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the content area while something essential (the session) loads. */
export function PageSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
