import { Card } from "@client/components/ui/card";
import { formatListDate } from "@client/lib/format";
import { ANNOUNCEMENTS } from "@shared/constants/announcements";
import { Megaphone } from "lucide-react";

export function Announcements() {
  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Megaphone aria-hidden className="size-5 text-accent" /> Announcements
      </h2>
      <ol className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-4">
        {ANNOUNCEMENTS.map((a) => (
          <li key={a.date + a.title} className="border-l-2 border-accent/50 pl-3">
            <time dateTime={a.date} className="text-xs text-fg-muted tabular">
              {formatListDate(`${a.date}T12:00:00`)}
            </time>
            <p className="font-medium">{a.title}</p>
            <p className="text-sm text-fg-secondary">{a.body}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
