/**
 * `load` (a dynamic import, mostly) started at most once and kept once it has succeeded; a failure (offline,
 * a new deploy) is tried again by the next call. `value` is what arrived, for a synchronous render.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  const once = {
    value: null as T | null,
    get started() {
      return loading !== null;
    },
    get(): Promise<T> {
      loading ??= load().then(
        (value) => {
          once.value = value;
          return value;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return once;
}
