import { Input } from "@client/components/ui/input";
import { inBackground, later } from "@client/lib/later";
import { useCallback, useEffect, useRef, useState } from "react";
import { type Caret, PODCAST_PLACEHOLDER, type PodcastFieldProps } from "./podcast-field-props";

const combobox = later(() => import("./podcast-combobox").then((m) => m.PodcastCombobox));

/**
 * Podcast name. The search-as-you-type combobox (downshift, the popover list) is a chunk of its own,
 * fetched once the page has loaded (or when the field is focused), so Add Review renders without it. Until
 * it is in, or if it cannot be loaded, the field is a plain text field: whatever is typed is the value, as
 * the spec allows ("you can still enter the name manually"). The combobox takes over the stand-in's focus
 * and caret, so typing that spans the swap goes on where it was.
 */
export function PodcastField(props: PodcastFieldProps) {
  const [Combobox, setCombobox] = useState(() => combobox.value);
  const caret = useRef<Caret | null>(null);
  // A failed fetch leaves the plain field; focusing it tries again.
  const fetch = useCallback(
    () =>
      combobox.get().then(
        (component) => setCombobox(() => component),
        () => {},
      ),
    [],
  );
  // After the page's own load (inBackground, lib/later.tsx), or at once when the field is focused first.
  useEffect(() => inBackground(fetch), [fetch]);
  // Read as the stand-in leaves the page (still attached): the combobox's first layout effect applies it.
  const standIn = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      const { selectionStart, selectionEnd, selectionDirection } = input;
      caret.current =
        document.activeElement === input ? { selectionStart, selectionEnd, selectionDirection } : null;
    };
  }, []);

  if (Combobox) return <Combobox {...props} caret={caret} />;
  const { value, onChange, onPicked: _picked, ...field } = props;
  return (
    <div>
      <Input
        {...field}
        ref={standIn}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={fetch}
        autoComplete="off"
        placeholder={PODCAST_PLACEHOLDER}
      />
    </div>
  );
}
