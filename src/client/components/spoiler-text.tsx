import { buttonClass } from "@client/components/ui/button-class";
import { cn } from "@client/lib/cn";
import { EyeOff } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A text that gives a story away, behind the platform's own disclosure: a closed `<details>` whose
 * `<summary>` says "Contains spoilers" and "Show review text" ("Hide review text" once open). It opens
 * with a click, Enter or Space, with scripts or without (a page rendered on the server works before and
 * without its scripts), and assistive technology announces it as collapsed or expanded. While closed the
 * text is not rendered: not on screen, not read out, not in a copy of the page's text (docs/decisions/0056).
 */
export function SpoilerText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <details className={cn("group max-w-[72ch]", className)}>
      <summary
        className={cn(
          "flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-warning/40 bg-warning/10 py-1.5 pr-1.5 pl-3",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden",
        )}
      >
        <span className="flex items-center gap-2 text-sm font-medium text-fg">
          <EyeOff aria-hidden className="size-4 text-warning" /> Contains spoilers
        </span>
        <span className={buttonClass("secondary", "sm")}>
          <span className="group-open:hidden">Show</span>
          <span className="hidden group-open:inline">Hide</span>
          <span className="sr-only"> review text</span>
        </span>
      </summary>
      <div className="pt-2">{children}</div>
    </details>
  );
}
