import { Card } from "@client/components/ui/card";
import type { ReactNode } from "react";

/** The narrow centred card used by the password pages. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-6 p-6 md:p-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description && <p className="text-sm text-fg-muted">{description}</p>}
      </div>
      {children}
    </Card>
  );
}
