import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";

export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
      <rect width="64" height="64" rx="14" className="fill-surface-2" />
      <path d="M32 12a10 10 0 0 0-10 10v10a10 10 0 0 0 20 0V22a10 10 0 0 0-10-10z" className="fill-accent" />
      <path
        d="M18 30v2a14 14 0 0 0 28 0v-2"
        fill="none"
        className="stroke-accent"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M32 46v7M24 53h16" className="stroke-accent" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ brandName }: { brandName: string }) {
  return (
    <Link
      to={paths.home}
      className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-md font-semibold text-fg"
    >
      <LogoMark className="size-8 shrink-0" />
      <span className="truncate text-base tracking-tight whitespace-nowrap">{brandName}</span>
    </Link>
  );
}
