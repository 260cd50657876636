import { useEffect, useState } from "react";

/**
 * Now, known only after the first render: a page rendered on the server and hydrated in the browser renders
 * the same first render on both sides, and what depends on the clock follows right after.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);
  return now;
}
