import type { FieldValues, Resolver } from "react-hook-form";
import { loadOnce } from "./load-once";

/**
 * A react-hook-form resolver whose zod schema (and zod, about 25 kB gzip) is fetched on first use instead
 * of with the page: the form shows at once, and the code arrives while the visitor types (`preload` on the
 * form's first focus) or, at the latest, on the first submit. A failed fetch is tried again next time.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): Resolver<T> & { preload: () => void } {
  const { get } = loadOnce(load);
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      get().catch(() => {});
    },
  });
}
