import { FilterField } from "@client/components/ui/filter-field";
import { NativeSelect, Options } from "@client/components/ui/native-select";
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
  return (
    <div className="grid grid-cols-2 gap-3 md:hidden">
      <FilterField label="Sort by">
        <NativeSelect
          value={sort.key}
          onChange={(e) => onChange({ ...sort, key: e.target.value as CriticSortKey })}
        >
          <Options values={Object.keys(CRITIC_SORTS) as CriticSortKey[]} labels={CRITIC_SORTS} />
        </NativeSelect>
      </FilterField>
      <FilterField label="Order">
        <NativeSelect
          value={sort.direction}
          onChange={(e) => onChange({ ...sort, direction: e.target.value as SortDirection })}
        >
          <option value="asc">Ascending</option>
          <option value="desc">Descending</option>
        </NativeSelect>
      </FilterField>
    </div>
  );
}
