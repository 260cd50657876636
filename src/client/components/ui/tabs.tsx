import { cn } from "@client/lib/cn";
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
} from "react";

/**
 * Tabs after the WAI-ARIA Authoring Practices (automatic activation): one tab in the Tab order, the arrow
 * keys move between tabs and show their panel, Home and End jump to the first and last. Written here, not
 * taken from Radix, because its tabs (roving focus, collection, presence) were 5 kB of the sign-in page,
 * the first page most people see (decision 0042). Only the selected panel is rendered; it holds a form, so
 * Tab goes from the tab to the form's first field.
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("A tab or tab panel must be inside <Tabs>");
  return state;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  className,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, id }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const KEY_MOVES: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length - 1)];
    next?.focus();
    next?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("grid grid-cols-2 gap-1 rounded-lg border border-border bg-bg p-1", className)}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.id, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.id, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => tabs.select(value)}
      className={cn(
        "h-11 rounded-md text-sm font-medium text-fg-muted transition-colors hover:text-fg",
        "data-[state=active]:bg-surface-2 data-[state=active]:text-fg data-[state=active]:shadow-(--shadow-raised)",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, ...props }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div role="tabpanel" id={panelId(tabs.id, value)} aria-labelledby={tabId(tabs.id, value)} {...props} />
  );
}
