import { type ComponentType, type ReactNode, use } from "react";

type Provider = ComponentType<{ children: ReactNode }>;
let Loaded: Provider | null = null;
let loading: Promise<Provider> | null = null;

/**
 * Fetches the data layer (TanStack Query and its provider). Every page needs it, the shell does not: the
 * router fetches it together with each page's chunk, so it is never on the first page's critical path.
 */
export function loadDataLayer(): Promise<Provider> {
  loading ??= import("./query-provider").then(
    (module) => {
      Loaded = module.QueryProvider;
      return module.QueryProvider;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Provides the data layer to the pages under it, suspending until it has arrived. */
export function DataLayer({ children }: { children: ReactNode }) {
  const Provider = Loaded ?? use(loadDataLayer());
  return <Provider>{children}</Provider>;
}
