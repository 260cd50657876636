import { useEffect, useRef } from "react";
import { navigate } from "./history";

/** Navigates once, when rendered (e.g. a guard sending a visitor to the sign-in page). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to, { replace });
  }, [to, replace]);
  return null;
}
