import { cn } from "@client/lib/cn";
import type { ReactNode } from "react";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-md bg-surface-2", className)} />;
}

/** `count` identical placeholders, e.g. the rows of a list that is still loading. */
export function Skeletons({ count, className }: { count: number; className?: string }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Skeleton key={i} className={className} />
  ));
}

/** Placeholders one under the other, one per class list (each gives a line its height and width). */
export function SkeletonLines({ lines }: { lines: string[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
  return lines.map((className, i) => <Skeleton key={i} className={className} />);
}

/** Says "Loading …" to screen readers while skeletons stand in for the content. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <span className="sr-only" role="status">
      {children}
    </span>
  );
}

/** Skeletons in a busy region that tells screen readers what is loading ("Loading podcast"). */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <LoadingStatus>{label}</LoadingStatus>
      {children}
    </div>
  );
}

/** A list still loading: `count` placeholders of `item` size in a busy region named by `label`. */
export function SkeletonList(props: { label: string; count: number; item: string; className?: string }) {
  return (
    <LoadingRegion label={props.label} className={props.className ?? "flex flex-col gap-2"}>
      <Skeletons count={props.count} className={props.item} />
    </LoadingRegion>
  );
}
