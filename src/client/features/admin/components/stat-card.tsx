import { Card } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { formatCount } from "@client/lib/format";
import type { LucideIcon } from "lucide-react";

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  hint?: string;
}

export function StatCard({ label, value, icon: Icon, hint }: StatCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4 md:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-fg-secondary">{label}</h2>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent sm:flex">
          <Icon aria-hidden className="size-5" />
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="h-9 w-24" />
      ) : (
        <p className="text-2xl font-semibold tabular md:text-3xl">{formatCount(value)}</p>
      )}
      {hint && <p className="text-xs text-fg-muted">{hint}</p>}
    </Card>
  );
}
