import { later, usePressToLoad } from "@client/lib/later";
import { useCurrentUser } from "@client/lib/session";
import { ReportLook, type ReportTarget, reportButtonClass } from "./report-look";

/** The dialog (Radix, a form) is fetched when the button is reached for, not with the page. */
const reportDialog = later(async () => (await import("./report-dialog")).default);

/**
 * "Report" on a review that is not the viewer's (podcast pages, critic pages): a stand-in until the
 * dialog's code arrives, which then takes its place (decision 0042). Only active accounts report: a
 * pending or suspended one sees none (issue 48 item 6).
 */
export function ReportButton({ target }: { target: ReportTarget }) {
  const { Component, defaultOpen, autoFocus, triggerProps } = usePressToLoad(reportDialog);
  const { user } = useCurrentUser();
  if (user && user.status !== "active") return null;
  if (Component) return <Component target={target} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
  return (
    <button type="button" aria-haspopup="dialog" className={reportButtonClass} {...triggerProps}>
      <ReportLook target={target} sent={false} />
    </button>
  );
}
