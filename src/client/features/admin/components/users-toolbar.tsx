import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { USER_SORTS, type UserSort } from "@shared/constants/admin";
import { ROLES, USER_STATUSES } from "@shared/constants/roles";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
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
  const id = useId();
  const [q, setQ] = useState(params.q);
  useEffect(() => setQ(params.q), [params.q]);
  useEffect(() => {
    if (q === params.q) return;
    const timer = setTimeout(() => onChange({ q }), 300);
    return () => clearTimeout(timer);
  }, [q, params.q, onChange]);

  const select = (label: string, name: keyof UserListParams, options: [string, string][], wide = false) => (
    <div className={wide ? "col-span-2 flex flex-col gap-1.5 lg:col-span-1" : "flex flex-col gap-1.5"}>
      <label htmlFor={`${id}-${name}`} className="text-xs font-medium text-fg-secondary">
        {label}
      </label>
      <NativeSelect
        id={`${id}-${name}`}
        value={String(params[name])}
        onChange={(event) => onChange({ [name]: event.target.value })}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <search
      aria-label="Filter users"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(16rem,2fr)_1fr_1fr_1fr]"
    >
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="text-xs font-medium text-fg-secondary">
          Search
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Username, name, email or critic name"
            className="pl-9"
            maxLength={100}
          />
        </div>
      </div>
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
