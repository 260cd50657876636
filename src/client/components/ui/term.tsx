import { cn } from "@client/lib/cn";
import type { ReactNode } from "react";

interface TermProps {
  label: string;
  children: ReactNode;
  className?: string;
}

/** One entry of a `<dl>` of facts (a profile's details, a critic's figures): the small label, the value. */
export function Term({ label, children, className }: TermProps) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1", className)}>
      <dt className="text-xs font-medium tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="min-w-0 wrap-anywhere text-fg">{children}</dd>
    </div>
  );
}
