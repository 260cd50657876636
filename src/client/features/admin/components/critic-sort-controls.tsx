import { NativeSelect, Options } from "@client/components/ui/native-select";
import { useId } from "react";
import { CRITIC_SORTS, type CriticSortKey, type SortDirection } from "../lib/critic-sort";

export interface CriticSort {
  key: CriticSortKey;
  direction: SortDirection;
}

/** Phones (where the table's headers are not shown): sort by any column, either way. */
export function CriticSortControls({
  sort,
  onChange,
}: {
  sort: CriticSort;
  onChange: (sort: CriticSort) => void;
}) {
  const byId = useId();
  const orderId = useId();
  return (
    <div className="grid grid-cols-2 gap-3 md:hidden">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={byId} className="text-xs font-medium text-fg-secondary">
          Sort by
        </label>
        <NativeSelect
          id={byId}
          value={sort.key}
          onChange={(e) => onChange({ ...sort, key: e.target.value as CriticSortKey })}
        >
          <Options values={Object.keys(CRITIC_SORTS) as CriticSortKey[]} labels={CRITIC_SORTS} />
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={orderId} className="text-xs font-medium text-fg-secondary">
          Order
        </label>
        <NativeSelect
          id={orderId}
          value={sort.direction}
          onChange={(e) => onChange({ ...sort, direction: e.target.value as SortDirection })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </NativeSelect>
      </div>
    </div>
  );
}
