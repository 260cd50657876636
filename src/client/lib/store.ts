import { useSyncExternalStore } from "react";

/** A value the shell shares without the data layer (kept out of the first page): read, set, subscribe. */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe,
    // The same value on the server and while hydrating: the server sets it before it renders.
    use: (): T =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => value,
      ),
  };
}
