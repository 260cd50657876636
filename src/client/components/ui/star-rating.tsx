import { cn } from "@client/lib/cn";
import { Star } from "lucide-react";
import { type KeyboardEvent, type MouseEvent, useState } from "react";

const SIZES = { sm: "size-4", md: "size-5", lg: "size-8" } as const;
const STEP = 0.5;
const MIN = 0.5;
const MAX = 5;

/** "3.5 out of 5 stars": how every rating reads to a screen reader. */
export const ratingText = (value: number) => `${value} out of 5 stars`;

function Stars({ value, size }: { value: number; size: keyof typeof SIZES }) {
  return (
    <>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, value - (n - 1)));
        return (
          <span key={n} aria-hidden className="relative inline-flex">
            <Star className={cn(SIZES[size], "text-fg-muted/60")} strokeWidth={1.5} />
            {fill > 0 && (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className={cn(SIZES[size], "fill-star text-star")} strokeWidth={1.5} />
              </span>
            )}
          </span>
        );
      })}
    </>
  );
}

interface StarRatingProps {
  /** 0 means "not rated yet". */
  value: number;
  /** Given: the stars are an input (a slider: arrows, Home/End, click or tap on a half star). */
  onChange?: (value: number) => void;
  size?: keyof typeof SIZES;
  className?: string;
  id?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  disabled?: boolean;
}

/** One component for showing and choosing ratings, half stars included. */
export function StarRating({ value, onChange, size = "md", className, disabled, ...aria }: StarRatingProps) {
  const [hover, setHover] = useState<number | null>(null);
  if (!onChange) {
    return (
      <span role="img" aria-label={ratingText(value)} className={cn("inline-flex gap-0.5", className)}>
        <Stars value={value} size={size} />
      </span>
    );
  }

  const set = (next: number) => onChange(Math.min(MAX, Math.max(MIN, Math.round(next * 2) / 2)));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: (value || 0) + STEP,
      ArrowUp: (value || 0) + STEP,
      ArrowLeft: (value || MIN) - STEP,
      ArrowDown: (value || MIN) - STEP,
      PageUp: (value || 0) + 1,
      PageDown: (value || MIN) - 1,
      Home: MIN,
      End: MAX,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  const pointValue = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(Math.max(event.clientX - box.left, 0), box.width - 1);
    return Math.max(MIN, Math.ceil((x / box.width) * 10) / 2);
  };

  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-valuemin={MIN}
      aria-valuemax={MAX}
      aria-valuenow={value || undefined}
      aria-valuetext={value ? ratingText(value) : "No rating"}
      aria-disabled={disabled || undefined}
      onKeyDown={disabled ? undefined : onKeyDown}
      onPointerMove={(e) => !disabled && e.pointerType === "mouse" && setHover(pointValue(e))}
      onPointerLeave={() => setHover(null)}
      onClick={(e) => !disabled && set(pointValue(e))}
      className={cn(
        "inline-flex w-fit cursor-pointer touch-manipulation gap-1 rounded-md p-1.5 select-none",
        "aria-invalid:ring-1 aria-invalid:ring-danger aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
        className,
      )}
      {...aria}
    >
      <Stars value={hover ?? value} size={size} />
    </div>
  );
}
