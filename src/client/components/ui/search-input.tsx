import { cn } from "@client/lib/cn";
import { Search } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { Input } from "./input";

/** A search field: the input with a magnifier inside it. Label it with a <label htmlFor>. */
export function SearchInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
      />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
