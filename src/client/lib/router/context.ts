import type { Params } from "@shared/routing/match";
import { createContext, useContext } from "react";
import type { Location } from "./history";

export interface RouterState {
  location: Location;
  /** True while the next page's chunk is still on its way (the current page stays on screen). */
  pending: boolean;
}

export const RouterContext = createContext<RouterState | null>(null);
export const ParamsContext = createContext<Params>({});

export function useRouterState(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error("Router hooks need <Router> above them");
  return state;
}
