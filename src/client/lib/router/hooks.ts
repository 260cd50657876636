import type { Params } from "@shared/routing/match";
import { useContext } from "react";
import { ParamsContext, useRouterState } from "./context";
import { type Location, type NavigateOptions, navigate } from "./history";

export function useLocation(): Location {
  return useRouterState().location;
}

/** True while a navigation waits for the next page's code. */
export function useNavigationPending(): boolean {
  return useRouterState().pending;
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return navigate;
}

export function useParams<T extends Params = Params>(): T {
  return useContext(ParamsContext) as T;
}
