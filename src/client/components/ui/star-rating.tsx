import { cn } from "@client/lib/cn";
import { type KeyboardEvent, type MouseEvent, useState } from "react";

const STARS = [1, 2, 3, 4, 5] as const;
const sizes = { sm: "size-4", md: "size-5", lg: "size-8" } as const;

/** "3.5 out of 5 stars": how every rating reads to a screen reader, rounded to one decimal as shown. */
export const ratingText = (value: number) => `${Math.round(value * 10) / 10} out of 5 stars`;

interface StarRatingProps {
  /** 0 means "not rated yet". */
  value: number;
  /** Without it the stars only show the value; with it they are a keyboard-operable input. */
  onChange?: (value: number) => void;
  size?: keyof typeof sizes;
  /** The lowest value the input offers (default 0.5). */
  min?: number;
  disabled?: boolean;
  className?: string;
  id?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** One star, its outline and, over it from the left, `fill` (0 to 1) of it solid (styles.css). */
function StarIcon({ fill, size }: { fill: number; size: keyof typeof sizes }) {
  return (
    <span aria-hidden className={cn("relative inline-block shrink-0", sizes[size])}>
      <span className="star-outline absolute inset-0 text-fg-muted/60" />
      {fill > 0 && (
        <span
          className="star-solid absolute inset-y-0 left-0 text-star"
          style={{ width: `${fill * 100}%` }}
        />
      )}
    </span>
  );
}

/**
 * Half-star ratings: one component for showing a rating ("3.5 out of 5 stars") and for choosing one.
 * As an input it is a slider: arrows change it by half a star, Page Up/Down by one, Home and End jump
 * to the ends, and a click on the left or right half of a star picks that half.
 */
export function StarRating({
  value,
  onChange,
  size = "md",
  min = 0.5,
  disabled,
  className,
  ...aria
}: StarRatingProps) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;
  const stars = STARS.map((n) => (
    <span key={n} data-star={n}>
      <StarIcon fill={Math.max(0, Math.min(1, shown - (n - 1)))} size={size} />
    </span>
  ));

  if (!onChange) {
    return (
      <span
        role="img"
        aria-label={ratingText(value)}
        className={cn("inline-flex items-center gap-0.5", className)}
      >
        {stars}
      </span>
    );
  }

  const clamp = (v: number) => Math.min(5, Math.max(min, Math.round(v * 2) / 2));
  const onKeyDown = (event: KeyboardEvent) => {
    const from = value || 0;
    const next: Record<string, number> = {
      ArrowRight: from + 0.5,
      ArrowUp: from + 0.5,
      ArrowLeft: from - 0.5,
      ArrowDown: from - 0.5,
      PageUp: from + 1,
      PageDown: from - 1,
      Home: min,
      End: 5,
    };
    if (event.key in next) {
      event.preventDefault();
      onChange(clamp(next[event.key]!));
    }
  };
  const valueAt = (event: MouseEvent<HTMLElement>) => {
    const star = (event.target as HTMLElement).closest<HTMLElement>("[data-star]");
    if (!star) return null;
    const box = star.getBoundingClientRect();
    const half = event.clientX - box.left < box.width / 2 ? 0.5 : 0;
    return clamp(Number(star.dataset.star) - half);
  };

  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-valuemin={min}
      aria-valuemax={5}
      aria-valuenow={value || undefined}
      aria-valuetext={value ? ratingText(value) : "No rating"}
      aria-disabled={disabled || undefined}
      {...aria}
      onKeyDown={disabled ? undefined : onKeyDown}
      onClick={(e) => {
        const picked = disabled ? null : valueAt(e);
        if (picked !== null) onChange(picked);
      }}
      onMouseMove={(e) => !disabled && setHover(valueAt(e))}
      onMouseLeave={() => setHover(null)}
      className={cn(
        "inline-flex min-h-11 w-fit cursor-pointer touch-manipulation items-center gap-1 rounded-md px-1 select-none",
        "aria-invalid:ring-1 aria-invalid:ring-danger aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
        className,
      )}
    >
      {stars}
      <span aria-hidden className="ml-2 min-w-8 text-sm text-fg-secondary tabular">
        {shown ? shown.toFixed(1) : "–"}
      </span>
    </div>
  );
}
