import { cn } from "@client/lib/cn";

// The button look, without the Button component (and Radix's Slot): links styled as buttons in the
// first page's shell need only this.
export const variants = {
  primary: "bg-accent text-accent-fg hover:bg-accent-hover",
  secondary: "bg-surface-2 text-fg border border-border hover:bg-surface-hover",
  ghost: "text-fg-secondary hover:bg-surface-2 hover:text-fg",
  outline: "border border-border text-fg hover:bg-surface-2",
  danger: "bg-danger-strong text-white hover:bg-danger-hover",
  link: "text-accent underline-offset-4 hover:underline px-0 h-auto",
} as const;

export const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-11 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "h-11 w-11",
} as const;

export function buttonClass(
  variant: keyof typeof variants = "primary",
  size: keyof typeof sizes = "md",
  className?: string,
) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors duration-150",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    variant !== "link" && sizes[size],
    className,
  );
}
