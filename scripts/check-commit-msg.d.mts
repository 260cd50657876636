// Types of check-commit-msg.mjs for src/commit-message.test.ts.
export const SUBJECT_MAX: number;
export function commitMessageProblem(message: string): string | null;
