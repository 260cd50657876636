// Types of config.mjs for the TypeScript benches (bench/*.ts).
export const root: string;
export function log(message: string): void;
