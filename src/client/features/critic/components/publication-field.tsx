import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";
import type { PublicationOption } from "@shared/schemas/critic";
import { ChevronDown } from "lucide-react";

interface PublicationFieldProps {
  /** The critic's publications; a pick-one list when there are several. */
  publications: PublicationOption[];
  name: string;
  publicationId: string | null | undefined;
  onPick: (option: PublicationOption) => void;
  loading: boolean;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/** Read-only text for a critic with one publication; a select for a critic with several. */
export function PublicationField({
  publications,
  name,
  publicationId,
  onPick,
  loading,
  ...field
}: PublicationFieldProps) {
  if (publications.length <= 1) {
    return <Input {...field} readOnly value={loading ? "Loading…" : name} />;
  }
  return (
    <div className="relative">
      <select
        {...field}
        value={publicationId ?? ""}
        onChange={(e) => {
          const option = publications.find((p) => p.id === e.target.value);
          if (option) onPick(option);
        }}
        className={cn(
          "h-11 w-full appearance-none rounded-lg border border-border bg-bg px-3 pr-10 text-base text-fg md:text-sm",
          "hover:border-border-hover focus-visible:border-accent focus-visible:outline-2 aria-invalid:border-danger",
        )}
      >
        <option value="" disabled>
          Select a publication
        </option>
        {publications.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-3 right-3 size-5 text-fg-muted" />
    </div>
  );
}
