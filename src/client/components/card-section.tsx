import type { ReactNode } from "react";

/** A titled part of an administrator's card (an application's publications, a report's reasons). */
export function CardSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <h3 className="text-xs font-medium tracking-wide text-fg-muted uppercase">{title}</h3>
      {children}
    </div>
  );
}
