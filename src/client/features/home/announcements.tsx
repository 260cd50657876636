import { buttonClass } from "@client/components/ui/button-class";
import { Card } from "@client/components/ui/card";
import { cn } from "@client/lib/cn";
import { formatListDate } from "@client/lib/format";
import { useBrowserValue } from "@client/lib/hydration";
import { ANNOUNCEMENTS } from "@shared/constants/announcements";
import { ChevronDown, Megaphone } from "lucide-react";
import { useId, useState } from "react";

/** How many of the newest announcements show before "See all". */
export const NEWEST_SHOWN = 3;
/** Remembers (in this browser) that the visitor closed the panel. */
export const ANNOUNCEMENTS_CLOSED_KEY = "critics-corner:announcements-closed";

function readClosed(): boolean {
  try {
    return localStorage.getItem(ANNOUNCEMENTS_CLOSED_KEY) === "1";
  } catch {
    return false;
  }
}

// A page's first read of localStorage waits for the browser to hand it over (milliseconds): made as this
// module loads (with a link's hover), not in the render of the click that shows the home page.
if (typeof window !== "undefined") readClosed();

function writeClosed(closed: boolean) {
  try {
    if (closed) localStorage.setItem(ANNOUNCEMENTS_CLOSED_KEY, "1");
    else localStorage.removeItem(ANNOUNCEMENTS_CLOSED_KEY);
  } catch {
    // Storage can be unavailable (private modes); the panel then simply opens again next time.
  }
}

/**
 * The newest few announcements, with the rest one click away ("See all", in place). The panel can be
 * closed, and stays closed on this browser, so the catalogue below comes first for regular visitors.
 */
export function Announcements() {
  // Open on the server (which cannot know) and while hydrating; then as this browser remembers it.
  const remembered = useBrowserValue(readClosed, false);
  const [chosen, setClosed] = useState<boolean | null>(null);
  const closed = chosen ?? remembered;
  const [all, setAll] = useState(false);
  const headingId = useId();
  const listId = useId();
  const shown = all ? ANNOUNCEMENTS : ANNOUNCEMENTS.slice(0, NEWEST_SHOWN);
  const toggle = () => {
    writeClosed(!closed);
    setClosed(!closed);
  };

  return (
    <section aria-labelledby={headingId}>
      <Card
        className={cn("flex flex-col gap-1 px-4 py-1 md:gap-2 md:px-5 md:py-2", !closed && "pb-2 md:pb-3")}
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
            <Megaphone aria-hidden className="size-5 text-accent" /> Announcements
          </h2>
          <button
            type="button"
            aria-expanded={!closed}
            aria-controls={listId}
            onClick={toggle}
            className={buttonClass("ghost", "md", "-mr-3")}
          >
            {closed ? "Show" : "Hide"}
            <span className="sr-only"> announcements</span>
            <ChevronDown aria-hidden className={cn("transition-transform", !closed && "rotate-180")} />
          </button>
        </div>
        <div id={listId} hidden={closed} className="flex flex-col gap-2">
          <ol className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-3 md:gap-y-3">
            {shown.map((a, i) => (
              <li
                key={a.date + a.title}
                // Phones show the two newest (the third waits behind "See all").
                className={cn("min-w-0 border-l-2 border-accent/50 pl-3", !all && i === 2 && "max-md:hidden")}
              >
                <h3 className="font-medium [overflow-wrap:anywhere]">{a.title}</h3>
                <time dateTime={a.date} className="text-xs text-fg-muted tabular">
                  {formatListDate(`${a.date}T12:00:00`)}
                </time>
                <p
                  className={cn(
                    "text-sm text-fg-secondary [overflow-wrap:anywhere]",
                    // A one-line preview on phones; "See all" shows every announcement in full.
                    !all && "max-md:truncate",
                  )}
                >
                  {a.body}
                </p>
              </li>
            ))}
          </ol>
          {ANNOUNCEMENTS.length > NEWEST_SHOWN && (
            <button
              type="button"
              aria-expanded={all}
              onClick={() => setAll(!all)}
              className={buttonClass("link", "md", "min-h-11 self-start text-sm")}
            >
              {all ? "Show only the newest" : `See all ${ANNOUNCEMENTS.length} announcements`}
            </button>
          )}
        </div>
      </Card>
    </section>
  );
}
