import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { NativeSelect, Options } from "@client/components/ui/native-select";
import { GENRES } from "@shared/constants/genres";
import { Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

/** Favourite genres from the fixed list: add one at a time, remove any; a genre already chosen is skipped. */
export function GenrePicker({ value, onChange }: { value: string[]; onChange: (genres: string[]) => void }) {
  const [choice, setChoice] = useState("");
  const id = useId();
  const remaining = GENRES.filter((g) => !value.includes(g));
  // After a genre is removed, focus moves to the chip now in its place (or the last one, or the picker).
  const list = useRef<HTMLUListElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const removedAt = useRef<number | null>(null);
  const count = value.length;
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [];
    (buttons[Math.min(at, count - 1)] ?? select.current)?.focus();
  }, [count]);
  const add = () => {
    if (choice && !value.includes(choice)) onChange([...value, choice]);
    setChoice("");
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">Favourite genres</legend>
      {value.length > 0 ? (
        <ul ref={list} aria-label="Chosen genres" className="flex flex-wrap gap-2">
          {value.map((genre, index) => (
            <li key={genre}>
              <Badge tone="accent" className="gap-0 py-0 pr-0 pl-3 text-sm">
                {genre}
                <button
                  type="button"
                  aria-label={`Remove ${genre}`}
                  onClick={() => {
                    removedAt.current = index;
                    onChange(value.filter((g) => g !== genre));
                  }}
                  className="ml-1 flex size-8 items-center justify-center rounded-full hover:bg-accent/20"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">No genres chosen yet.</p>
      )}
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          Genre to add
        </label>
        <NativeSelect
          ref={select}
          id={id}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="flex-1"
        >
          <option value="">Choose a genre…</option>
          <Options values={remaining} />
        </NativeSelect>
        <Button type="button" variant="secondary" onClick={add} disabled={!choice}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
    </fieldset>
  );
}
