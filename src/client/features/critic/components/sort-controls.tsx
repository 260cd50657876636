import { NativeSelect, Options } from "@client/components/ui/native-select";
import { useId } from "react";
import type { SortDirection, SortField } from "../lib/sorting";

const FIELD_LABELS: Record<SortField, string> = { date: "Date", rating: "Rating", podcast: "Podcast" };
const DIRECTION_LABELS: Record<SortDirection, string> = { desc: "Descending", asc: "Ascending" };

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-fg-muted">
        {label}
      </label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        <Options values={Object.keys(options) as T[]} labels={options} />
      </NativeSelect>
    </div>
  );
}

/** Sort by date, rating or podcast, ascending or descending. */
export function SortControls({
  field,
  direction,
  onChange,
}: {
  field: SortField;
  direction: SortDirection;
  onChange: (sort: { field: SortField; direction: SortDirection }) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <Select
        label="Sort by"
        value={field}
        options={FIELD_LABELS}
        onChange={(f) => onChange({ field: f, direction })}
      />
      <Select
        label="Order"
        value={direction}
        options={DIRECTION_LABELS}
        onChange={(d) => onChange({ field, direction: d })}
      />
    </div>
  );
}
