import { cn } from "@client/lib/cn";
import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";

const styles = {
  default: { box: "border-border bg-surface-2", icon: Info, iconClass: "text-accent" },
  success: { box: "border-success/40 bg-success/10", icon: CheckCircle2, iconClass: "text-success" },
  destructive: { box: "border-danger/50 bg-danger/10", icon: AlertCircle, iconClass: "text-danger" },
} as const;

interface AlertProps {
  variant?: keyof typeof styles;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Alert({ variant = "default", title, children, className }: AlertProps) {
  const style = styles[variant];
  const Icon = style.icon;
  return (
    <div
      role={variant === "destructive" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border p-4", style.box, className)}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-5 shrink-0", style.iconClass)} />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-fg">{title}</p>
        {children && <div className="text-sm text-fg-secondary">{children}</div>}
      </div>
    </div>
  );
}
