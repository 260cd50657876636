import { Input } from "@client/components/ui/input";
import { Spinner } from "@client/components/ui/spinner";
import { toast } from "@client/components/ui/use-toast";
import { useSiteConfig } from "@client/features/site/api";
import { cn } from "@client/lib/cn";
import { ExternalLink } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { usePodcastSearch } from "../api";

export const PODCAST_SEARCH_FAILED = "Could not fetch podcast list. You can still enter the name manually.";

interface PodcastComboboxProps {
  value: string;
  onChange: (value: string) => void;
  /** Called after a title was picked from the list (the form moves focus on). */
  onPicked?: () => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

/**
 * Podcast name: type to search the catalogue (debounced; stale answers never shown), pick with the mouse
 * or the keyboard (ARIA combobox with a listbox), or just keep what was typed.
 */
export function PodcastCombobox({ value, onChange, onPicked, onBlur, ...field }: PodcastComboboxProps) {
  const site = useSiteConfig();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = usePodcastSearch(value);
  const results = search.data ?? [];
  const waiting = value.trim().length > 0 && (search.isFetching || search.isPending);
  const hasOptions = open && !waiting && results.length > 0;

  useEffect(() => {
    if (search.isError) toast({ title: "Warning", description: PODCAST_SEARCH_FAILED, variant: "warning" });
  }, [search.isError]);

  const pick = (title: string) => {
    onChange(title);
    setOpen(false);
    setActive(-1);
    onPicked?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open && value.trim()) setOpen(true);
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === "Enter" && hasOptions && active >= 0 && results[active]) {
      event.preventDefault();
      pick(results[active].title);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        {...field}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={hasOptions}
        aria-controls={hasOptions ? listId : undefined}
        aria-activedescendant={hasOptions && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder="Search podcasts or type a name"
        onChange={(e) => {
          onChange(e.target.value);
          setActive(-1);
          setOpen(e.target.value.trim().length > 0);
        }}
        onFocus={() => value.trim() && setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      {open && value.trim() && (
        <div className="absolute top-full right-0 left-0 z-40 mt-1 max-h-60 overflow-y-auto rounded-lg border border-border bg-surface-2 p-1 shadow-(--shadow-overlay)">
          {waiting ? (
            <div className="flex items-center gap-2 px-3 py-2 text-sm text-fg-muted">
              <Spinner label="Searching podcasts" className="[&_svg]:size-4" /> Searching…
            </div>
          ) : results.length > 0 ? (
            <div role="listbox" id={listId} aria-label="Matching podcasts">
              {results.map((podcast, i) => (
                // Options stay out of the tab order: the input keeps focus and points at the active one
                // (aria-activedescendant), and the arrow keys and Enter on the input choose.
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                <div
                  key={podcast.id}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  // Keep focus in the input: a mousedown would blur it and close the list first.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => pick(podcast.title)}
                  onMouseEnter={() => setActive(i)}
                  className={cn(
                    "flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm text-fg",
                    i === active && "bg-surface text-accent-hover",
                  )}
                >
                  {podcast.title}
                </div>
              ))}
            </div>
          ) : (
            <div className="flex flex-col gap-1 px-3 py-2 text-sm">
              <p className="text-fg-muted">No podcasts found.</p>
              <a
                href={site.podcastSubmitUrl}
                target="_blank"
                rel="noopener noreferrer"
                onMouseDown={(e) => e.preventDefault()}
                className="inline-flex min-h-8 items-center gap-1 text-accent hover:underline"
              >
                Podcast not found? Add it here <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          )}
        </div>
      )}
      <span role="status" className="sr-only">
        {open && !waiting && value.trim()
          ? results.length
            ? `${results.length} podcasts found`
            : "No podcasts found."
          : ""}
      </span>
    </div>
  );
}
