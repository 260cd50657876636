/** A turn of the event loop: what comes after it runs in a task of its own. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/*
 * Imported by main.tsx after the layout's modules: the modules after it (the route table, the data layer's
 * loader, the session) run in a task of their own, after React DOM's (react-first.ts) and the layout's
 * (decision 0064).
 */
await nextTask();
