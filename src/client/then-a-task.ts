/**
 * A turn of the event loop in the middle of the app's modules (main.tsx imports it after the layout's):
 * the modules after it (the route table, the data layer's loader, the session) run in a task of their own,
 * after React DOM's (react-first.ts) and the layout's (decision 0064).
 */
await new Promise((resolve) => setTimeout(resolve, 0));
