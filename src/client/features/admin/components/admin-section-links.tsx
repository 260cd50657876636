import { buttonClass } from "@client/components/ui/button";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { BookOpenText, Flag, Inbox, Link2Off, ScrollText } from "lucide-react";

/** The administration pages beside user management, as outline buttons (the dashboard and the users page). */
export function AdminSectionLinks() {
  return (
    <>
      <Link to={paths.adminApplications} className={buttonClass("outline", "md")}>
        <Inbox aria-hidden /> Applications
      </Link>
      <Link to={paths.adminReports} className={buttonClass("outline", "md")}>
        <Flag aria-hidden /> Reports
      </Link>
      <Link to={paths.adminCritics} className={buttonClass("outline", "md")}>
        <BookOpenText aria-hidden /> Critics
      </Link>
      <Link to={paths.adminCriticReviews} className={buttonClass("outline", "md")}>
        <Link2Off aria-hidden /> Critic Review Links
      </Link>
      <Link to={paths.adminAudit} className={buttonClass("outline", "md")}>
        <ScrollText aria-hidden /> Audit Log
      </Link>
    </>
  );
}
