import { type ComponentType, lazy, Suspense, useState } from "react";
import { inBackground } from "./background";
import { loadOnce } from "./load-once";

/**
 * A component kept out of its page's chunk (forms pull in zod and react-hook-form): `preload()` fetches it
 * in the background once the page has loaded (lib/background.ts), and after that it renders at once,
 * without suspending, so opening a form looks exactly as when it was bundled with the page. Before it arrives it renders nothing (its own Suspense
 * boundary, so the page around it stays).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  const component = loadOnce(load); // a failed fetch is tried again on the next preload or render
  const Lazy = lazy(async () => ({ default: await component.get() }));

  // biome-ignore lint/correctness/noComponentHookFactories: like React.lazy, called once at module level per component
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Ready] = useState(() => component.value);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  /** Fetches it in the background (after the page's own load); failures are left for the render to report. */
  Preloadable.preload = () => {
    if (!component.started) inBackground(() => component.get().catch(() => {}));
  };
  return Preloadable;
}
