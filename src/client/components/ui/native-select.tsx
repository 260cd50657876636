import { cn } from "@client/lib/cn";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";

/** The platform's own select (best on phones and for screen readers), dressed like our inputs. */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select
        className="h-11 w-full appearance-none rounded-lg border border-border bg-bg pr-9 pl-3 text-base text-fg hover:border-border-hover focus-visible:border-accent aria-invalid:border-danger md:text-sm"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}

/** A select's options, one per value, each shown as its label (the value itself unless `labels` names it). */
export function Options<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels?: Record<T, string>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels?.[value] ?? value}
    </option>
  ));
}
