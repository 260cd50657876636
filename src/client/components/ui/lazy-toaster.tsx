import { laterComponent } from "@client/lib/later";
import { useState } from "react";
import { useToasts } from "./use-toast";

const Toaster = laterComponent(() => import("./toaster").then((m) => m.Toaster));

/**
 * Mounts the Radix toaster when the first toast is raised, so its code stays out of the first page's
 * JavaScript; once mounted it stays, exactly as before.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return <Toaster />;
}
