import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ADMIN_EXPORTS, type AdminExportName, adminExportPath } from "@shared/constants/admin";
import { Download, FileSpreadsheet } from "lucide-react";

/** The CSV downloads: plain links, so the browser streams the file to disk with the session cookie. */
export function ExportsCard() {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <FileSpreadsheet aria-hidden className="size-5 text-accent" /> Exports
      </h2>
      <p className="text-sm text-fg-muted">
        CSV files for spreadsheets, with every row. E-mail addresses are only in the users file. Each download
        is recorded in the audit log.
      </p>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(ADMIN_EXPORTS) as AdminExportName[]).map((name) => (
          <a key={name} href={adminExportPath(name)} download className={buttonClass("outline", "md")}>
            <Download aria-hidden /> {ADMIN_EXPORTS[name].label} <span className="sr-only">(CSV)</span>
          </a>
        ))}
      </div>
    </Card>
  );
}
