import { Badge } from "@client/components/ui/badge";
import { cn } from "@client/lib/cn";

/** A critic's publications as badges that wrap (a long name breaks anywhere rather than overflow). */
export function PublicationBadges({
  publications,
  className,
}: {
  publications: string[];
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {publications.map((publication) => (
        <li key={publication} className="max-w-full">
          <Badge className="wrap-anywhere">{publication}</Badge>
        </li>
      ))}
    </ul>
  );
}
