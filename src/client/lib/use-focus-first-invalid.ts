import { type RefObject, useEffect, useRef } from "react";

/**
 * Moves focus to the first invalid control of a form (in reading order) once its errors are on screen:
 * call the returned function when a submit finds errors (or the server answers with field errors). Works
 * for any control that carries aria-invalid, whether or not react-hook-form holds a ref to it.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    pending.current = false;
    first.focus();
  });
  return () => {
    pending.current = true;
  };
}
