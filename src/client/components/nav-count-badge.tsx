const LOOKS = {
  header:
    "ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-fg tabular",
  tab: "absolute top-1.5 left-1/2 ml-1.5 inline-flex min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.6875rem] leading-4 font-semibold text-accent-fg tabular",
};

export type NavCountLook = keyof typeof LOOKS;

/** A count beside a navigation entry (open applications, open reports): nothing while there are none. */
export function NavCountBadge({
  count,
  look,
  testId,
}: {
  count: number | undefined;
  look: NavCountLook;
  testId: string;
}) {
  if (!count) return null;
  return (
    <span data-testid={testId} className={LOOKS[look]}>
      {count > 99 ? "99+" : count}
      <span className="sr-only"> open</span>
    </span>
  );
}
