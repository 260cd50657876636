import { HIDDEN_NOTICE } from "@shared/constants/moderation";
import { ShieldAlert } from "lucide-react";

/**
 * On a review a moderator hid, where its author sees it (their review on the podcast page, My Reviews):
 * nobody else is shown it, and it counts in no figure until an administrator restores it.
 */
export function HiddenNotice({ counts }: { counts: string }) {
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
      data-testid="hidden-notice"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <span className="font-semibold text-warning">{HIDDEN_NOTICE}</span>
        <span className="text-fg-secondary">
          . Only you can see this review, and it does not count in {counts}.
        </span>
      </p>
    </div>
  );
}
