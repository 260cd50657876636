import { FilterField } from "@client/components/ui/filter-field";
import { NativeSelect } from "@client/components/ui/native-select";
import { SearchInput } from "@client/components/ui/search-input";
import { USER_SORTS, type UserSort } from "@shared/constants/admin";
import { ROLES, USER_STATUSES } from "@shared/constants/roles";
import { useEffect, useState } from "react";
import type { UserListParams } from "../api/users";

const SORT_LABELS: Record<UserSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  username: "Username",
  name: "Name",
  lastLogin: "Last login",
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

interface UsersToolbarProps {
  params: UserListParams;
  onChange: (changes: Partial<UserListParams>) => void;
}

/** Search (as you type, after a short pause), role and status filters, and the order. */
export function UsersToolbar({ params, onChange }: UsersToolbarProps) {
  const [q, setQ] = useState(params.q);
  useEffect(() => setQ(params.q), [params.q]);
  useEffect(() => {
    if (q === params.q) return;
    const timer = setTimeout(() => onChange({ q }), 300);
    return () => clearTimeout(timer);
  }, [q, params.q, onChange]);

  const select = (label: string, name: keyof UserListParams, options: [string, string][], wide = false) => (
    <FilterField label={label} className={wide ? "col-span-2 lg:col-span-1" : undefined}>
      <NativeSelect
        value={String(params[name])}
        onChange={(event) => onChange({ [name]: event.target.value })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FilterField>
  );

  return (
    <search
      aria-label="Filter users"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(16rem,2fr)_1fr_1fr_1fr]"
    >
      <FilterField label="Search" className="col-span-2 lg:col-span-1">
        <SearchInput
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Username, name, email or critic name"
          maxLength={100}
        />
      </FilterField>
      {select("Role", "role", [
        ["", "All roles"],
        ...ROLES.map((r): [string, string] => [r, capitalised(r)]),
      ])}
      {select("Status", "status", [
        ["", "All statuses"],
        ...USER_STATUSES.map((s): [string, string] => [s, capitalised(s)]),
      ])}
      {select(
        "Sort by",
        "sort",
        USER_SORTS.map((s) => [s, SORT_LABELS[s]]),
        true,
      )}
    </search>
  );
}
