import { fieldClass } from "@client/components/ui/input";
import { useAnchoredPopover } from "@client/components/ui/use-anchored-popover";
import { cn } from "@client/lib/cn";
import { formatCriticDate } from "@client/lib/format";
import { laterComponent } from "@client/lib/later";
import { latestReviewDate, localDateString } from "@shared/constants/critic-review";
import { CalendarDays, ChevronDown } from "lucide-react";
import { type ToggleEvent, useEffect, useId, useRef, useState } from "react";

const DayPicker = laterComponent(() => import("./calendar").then((m) => m.DayPicker));

const EARLIEST = new Date(1900, 0, 1);

/** "YYYY-MM-DD" → a local calendar day (never shifted by the time zone). */
export function parseDay(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

interface DatePickerProps {
  /** The field's label; the button's accessible name adds the chosen date to it. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/**
 * A single date from a calendar: none after today in UTC+14, none before 1900-01-01; month and year
 * drop-downs. The calendar is the browser's own popover opened by the button: Escape or a click outside
 * closes it and focus goes back to the button. The calendar's code comes in the background after the
 * page has loaded.
 */
export function DatePicker({ label, value, onChange, ...field }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  useAnchoredPopover(popover, button, open, "content");
  useEffect(() => DayPicker.preload(), []);
  const selected = parseDay(value);
  const today = new Date();
  // The server accepts any day up to today in UTC+14; the calendar offers the same days.
  const latest = parseDay(latestReviewDate()) ?? today;
  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={popoverId}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...field}
        aria-label={`${label}: ${selected ? formatCriticDate(value) : "not chosen"}`}
        className={cn(
          // Rendered as an editable field (not like the read-only Reviewer field beside it).
          fieldClass,
          "flex h-11 cursor-pointer items-center gap-2 text-left",
          field["aria-invalid"] && "border-danger",
        )}
      >
        <CalendarDays aria-hidden className="text-fg-muted" />
        <span className="flex-1">
          {selected ? formatCriticDate(value) : <span className="text-fg-muted">Pick a date</span>}
        </span>
        <ChevronDown aria-hidden className="size-4 text-fg-muted" />
      </button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label="Choose the review date"
        onToggle={(event: ToggleEvent<HTMLDivElement>) => setOpen(event.newState === "open")}
        className="cc-calendar fixed m-0 rounded-(--radius-card) border border-border bg-surface-2 p-3 text-fg shadow-(--shadow-overlay)"
      >
        {open && (
          <DayPicker
            mode="single"
            required={false}
            selected={selected}
            defaultMonth={selected ?? today}
            onSelect={(day) => {
              if (day) onChange(localDateString(day));
              popover.current?.hidePopover();
            }}
            disabled={[{ after: latest }, { before: EARLIEST }]}
            startMonth={EARLIEST}
            endMonth={latest}
            captionLayout="dropdown"
            autoFocus
          />
        )}
      </div>
    </>
  );
}
