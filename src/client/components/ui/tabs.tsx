import { cn } from "@client/lib/cn";
import { Tabs as T } from "radix-ui";
import type { ComponentProps } from "react";

export const Tabs = T.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn("grid grid-cols-2 gap-1 rounded-lg border border-border bg-bg p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        "h-11 rounded-md text-sm font-medium text-fg-muted transition-colors hover:text-fg",
        "data-[state=active]:bg-surface-2 data-[state=active]:text-fg data-[state=active]:shadow-(--shadow-raised)",
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = T.Content;
