import { buttonClass } from "@client/components/ui/button-class";
import { Flag } from "@client/components/ui/glyphs";
import type { ReportKind } from "@shared/constants/moderation";

/** The review a Report action is about: its kind and API id, and whose it is (for the button's name). */
export interface ReportTarget {
  kind: ReportKind;
  id: string;
  author: string;
}

export const reportButtonClass = buttonClass("ghost", "sm", "min-h-11 text-fg-muted hover:text-fg");

/** What the Report button shows, the stand-in and the dialog's trigger alike. */
export function ReportLook({ target, sent }: { target: ReportTarget; sent: boolean }) {
  return (
    <>
      <Flag aria-hidden />
      {sent ? "Reported" : "Report"}
      <span className="sr-only"> review by {target.author}</span>
    </>
  );
}
