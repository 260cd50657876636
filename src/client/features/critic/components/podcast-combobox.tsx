import { Input } from "@client/components/ui/input";
import { Spinner } from "@client/components/ui/spinner";
import { useAnchoredPopover } from "@client/components/ui/use-anchored-popover";
import { toast } from "@client/components/ui/use-toast";
import { useSiteConfig } from "@client/features/site/api";
import { cn } from "@client/lib/cn";
import type { PodcastSearchResult } from "@shared/schemas/podcast";
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from "downshift";
import { ExternalLink } from "lucide-react";
import { type ChangeEvent, useCallback, useEffect, useId, useLayoutEffect, useRef } from "react";
import { usePodcastSearch } from "../api";
import { type CaretHandOver, PODCAST_PLACEHOLDER, type PodcastFieldProps } from "./podcast-field-props";

export const PODCAST_SEARCH_FAILED = "Could not fetch podcast list. You can still enter the name manually.";

interface PodcastComboboxProps extends PodcastFieldProps {
  /** Where the stand-in field left focus and caret (see PodcastField). */
  caret?: CaretHandOver;
}

/** An option of the list: a catalogue podcast, or, when none matches, "Podcast not found? Add it here". */
type Option = { kind: "podcast"; podcast: PodcastSearchResult } | { kind: "add" };
const ADD: Option = { kind: "add" };
const optionKey = (option: Option | null) =>
  option?.kind === "podcast" ? String(option.podcast.id) : (option?.kind ?? "");
const optionText = (option: Option | null) => (option?.kind === "podcast" ? option.podcast.title : "");

const { stateChangeTypes: T } = useCombobox;

/**
 * Downshift's behaviour, where it differs from the form's: the text is the value (leaving the field or
 * Escape never picks or empties it), "Add it here" leaves the text as it is, and an empty field has no list.
 */
function stateReducer(
  state: UseComboboxState<Option>,
  { type, changes }: UseComboboxStateChangeOptions<Option>,
) {
  let next = changes;
  // A click in the field opens the list (downshift toggles it, which would close what focusing opened).
  if (type === T.InputClick) {
    next = { ...changes, isOpen: true, highlightedIndex: state.isOpen ? state.highlightedIndex : -1 };
  }
  // The selection is held at "nothing" (see selectedItem below); that must not empty the text either.
  if (type === T.InputBlur || type === T.InputKeyDownEscape || type === T.ControlledPropUpdatedSelectedItem) {
    next = { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
  } else if (changes.selectedItem?.kind === "add") {
    next = { ...changes, inputValue: state.inputValue };
  }
  if (!(next.inputValue ?? state.inputValue).trim()) next = { ...next, isOpen: false, highlightedIndex: -1 };
  return next;
}

/**
 * Podcast name: type to search the catalogue (debounced; stale answers never shown), pick with the mouse
 * or the keyboard, or just keep what was typed. A WAI-ARIA combobox (downshift): arrows, Home/End,
 * Page Up/Down, Alt+↓ opens, Escape closes; the highlighted option scrolls into view. The list is a
 * popover in the top layer, so no dialog or card clips it, and it stays on screen on phones.
 */
export function PodcastCombobox({
  value,
  onChange,
  onPicked,
  onBlur,
  id,
  caret,
  ...field
}: PodcastComboboxProps) {
  const site = useSiteConfig();
  const menuId = useId();
  const itemId = useCallback((index: number) => `${menuId}-${index}`, [menuId]);
  const search = usePodcastSearch(value);
  const results = search.data ?? [];
  const waiting = value.trim().length > 0 && (search.isFetching || search.isPending);
  // While a search is on its way the list offers nothing to pick: an answer arriving under the
  // highlight must not change what Enter picks.
  // "Add it here" is offered when nothing matches (SPEC: with "No podcasts found."), as an option, so the
  // keyboard reaches it like any other.
  const options: Option[] = waiting
    ? []
    : results.length
      ? results.map((podcast): Option => ({ kind: "podcast", podcast }))
      : [ADD];

  useEffect(() => {
    if (search.isError) toast({ title: "Warning", description: PODCAST_SEARCH_FAILED, variant: "warning" });
  }, [search.isError]);

  const combobox = useCombobox<Option>({
    items: options,
    inputId: id,
    menuId,
    getItemId: itemId,
    inputValue: value,
    // Controlled as "nothing": every pick is reported, even the same one twice.
    selectedItem: null,
    itemToString: optionText,
    itemToKey: optionKey,
    stateReducer,
    // Typing reaches the form in the input's own change event (below); downshift reports its changes
    // after rendering, too late for a fast typist's next key, which would land on the old text.
    onInputValueChange: ({ type, inputValue }) => type !== T.InputChange && onChange(inputValue ?? ""),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem?.kind === "add") window.open(site.podcastSubmitUrl, "_blank", "noopener,noreferrer");
      else if (selectedItem) onPicked?.(selectedItem.podcast);
    },
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = combobox;
  const open = isOpen && value.trim().length > 0;
  const anchor = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  useAnchoredPopover(list, anchor, open);
  const input = useRef<HTMLInputElement>(null);
  // Arriving in place of a focused stand-in: focus and caret where they were, before the next key.
  useLayoutEffect(() => {
    const held = caret?.current;
    if (!held || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(
      held.selectionStart,
      held.selectionEnd,
      held.selectionDirection ?? undefined,
    );
  }, [caret]);

  return (
    <>
      <div ref={anchor}>
        <Input
          {...field}
          {...getInputProps({
            ref: input,
            onBlur,
            onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
            // The list opens on focus when there is text, and on a click (see stateReducer).
            onFocus: () => !isOpen && value.trim() && combobox.openMenu(),
            "aria-controls": open ? menuId : undefined,
            // The field's <label for> names it; no empty attributes when nothing is highlighted.
            "aria-labelledby": undefined,
            "aria-activedescendant": open && highlightedIndex >= 0 ? itemId(highlightedIndex) : undefined,
          })}
          placeholder={PODCAST_PLACEHOLDER}
        />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a press on the list keeps focus in the field */}
      <div
        ref={list}
        // Downshift alone opens and closes the list (no light dismiss); focus stays in the field.
        popover="manual"
        role="presentation"
        onMouseDown={(e) => e.preventDefault()}
        className="fixed m-0 flex-col rounded-(--radius-card) border border-border bg-surface-2 p-1 text-fg shadow-(--shadow-overlay) [&:popover-open]:flex"
      >
        {waiting ? (
          <div className="flex items-center gap-2 px-3 py-2 text-sm text-fg-muted">
            <Spinner label="Searching podcasts" className="[&_svg]:size-4" /> Searching…
          </div>
        ) : search.isError ? (
          <p className="px-3 py-2 text-sm text-fg-muted">Could not search the catalogue.</p>
        ) : results.length === 0 ? (
          <p className="px-3 py-2 text-sm text-fg-muted">No podcasts found.</p>
        ) : null}
        <ul
          {...getMenuProps({ "aria-label": "Matching podcasts" }, { suppressRefError: true })}
          aria-busy={waiting || undefined}
          className="max-h-[min(15rem,calc(var(--popover-available-height)-1rem))] overflow-y-auto overscroll-contain"
        >
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              {...getItemProps({ item: option, index })}
              className={cn(
                "flex min-h-10 cursor-pointer items-center rounded-md px-3 py-1.5 text-sm",
                option.kind === "podcast" ? "text-fg wrap-anywhere" : "gap-1 text-accent",
                index === highlightedIndex && "bg-surface text-accent-hover",
                index === highlightedIndex && option.kind === "add" && "underline",
              )}
            >
              {option.kind === "podcast" ? (
                option.podcast.title
              ) : (
                <>
                  Podcast not found? Add it here <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
      <span role="status" className="sr-only">
        {open && !waiting ? (results.length ? `${results.length} podcasts found` : "No podcasts found.") : ""}
      </span>
    </>
  );
}
