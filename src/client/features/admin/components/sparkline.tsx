/** A small bar chart of weekly counts; the numbers are read out as text, the bars are decoration. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const max = Math.max(1, ...values);
  const width = values.length * 6;
  return (
    <span className="inline-flex items-end">
      <svg
        aria-hidden
        viewBox={`0 0 ${width} 24`}
        width={width}
        height={24}
        className="text-accent"
        preserveAspectRatio="none"
      >
        {values.map((value, i) => {
          const height = value === 0 ? 1 : Math.max(3, (value / max) * 24);
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: the weeks are positions
              key={i}
              x={i * 6}
              y={24 - height}
              width={4}
              height={height}
              rx={1}
              fill="currentColor"
              opacity={value === 0 ? 0.35 : 1}
            />
          );
        })}
      </svg>
      <span className="sr-only">
        {label}: {values.join(", ")}
      </span>
    </span>
  );
}
