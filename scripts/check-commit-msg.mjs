// The commit message rule (ARCHITECTURE.md, "Commits"): a subject line of at most 72 characters that says
// what changed, then, when there is more to say, a blank line and the why in the body. Run by the
// commit-msg hook that `npm install` sets up (.githooks/commit-msg); exits 1 with the reason.
//
//   node scripts/check-commit-msg.mjs <file holding the message>
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const SUBJECT_MAX = 72;

/** What is wrong with a commit message, or null. Comment lines (git's template) do not count. */
export function commitMessageProblem(message) {
  const lines = message
    .split("\n")
    .filter((line) => !line.startsWith("#"))
    .map((line) => line.trimEnd());
  while (lines.length && !lines[0]) lines.shift();
  const [subject = "", second] = lines;
  if (!subject) return "The commit message is empty.";
  // git's own subjects (a merge, a revert, fixup!/squash!) are written by git and kept as they are.
  if (/^(Merge|Revert|fixup!|squash!|amend!) /.test(subject)) return null;
  if ([...subject].length > SUBJECT_MAX)
    return `The subject line has ${[...subject].length} characters; at most ${SUBJECT_MAX}. Say what changed in it and put the why in the body, after a blank line.`;
  if (second) return "Leave a blank line between the subject line and the body.";
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problem = commitMessageProblem(readFileSync(process.argv[2], "utf8"));
  if (problem) {
    console.error(`commit-msg: ${problem}`);
    process.exit(1);
  }
}
