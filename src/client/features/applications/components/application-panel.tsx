import { Button } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { ErrorState } from "@client/components/ui/error-state";
import { LoadingRegion, Skeleton } from "@client/components/ui/skeleton";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { serverMessage } from "@client/lib/api";
import { cn } from "@client/lib/cn";
import { laterComponent } from "@client/lib/later";
import { formatDay, mayReapply, reapplyDay } from "@shared/constants/programme";
import type { Application } from "@shared/schemas/programme";
import { Hourglass, MailCheck, PenLine, XCircle } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useMyApplication, useWithdraw } from "../api";
import { useNow } from "../lib/use-now";

// The dialogs (Radix; the form's react-hook-form and zod) come after the panel, or at once when pressed.
const ConfirmDialog = laterComponent(() =>
  import("@client/components/confirm-dialog").then((m) => m.ConfirmDialog),
);
const ApplicationDialog = laterComponent(() =>
  import("./application-dialog").then((m) => m.ApplicationDialog),
);

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex h-full items-start gap-3 px-4 py-3 md:px-5 md:py-4" data-testid="application-panel">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
        {icon}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </Card>
  );
}

function Withdraw() {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdraw();
  useEffect(() => ConfirmDialog.preload(), []);
  return (
    <>
      <Button variant="outline" size="sm" className="min-h-11 self-start" onClick={() => setOpen(true)}>
        Withdraw application
      </Button>
      {open && (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Withdraw your application?"
          description="An administrator will not decide on it. You can apply again whenever you like."
          confirmLabel="Withdraw"
          pendingLabel="Withdrawing..."
          pending={withdraw.isPending}
          destructive
          onConfirm={() =>
            withdraw.mutate(undefined, {
              onSuccess: () => {
                setOpen(false);
                toast({ title: "Application withdrawn" });
              },
              onError: (error) => toastFailure("Could not withdraw", serverMessage(error)),
            })
          }
        />
      )}
    </>
  );
}

/** What the applicant reads about their latest application; `apply` opens the form. */
function State({ application, apply }: { application: Application | null; apply: ReactNode }) {
  const now = useNow();
  const icon = (Icon: typeof Hourglass) => <Icon aria-hidden className="size-5" />;
  if (application?.status === "open") {
    return (
      <Panel icon={icon(Hourglass)} title="Application received">
        <p className="text-sm text-fg-secondary">
          We received your application on {formatDay(application.createdAt)}. An administrator decides on it
          soon, and we will e-mail you.
        </p>
        <p className="text-sm text-fg-muted">
          Critic name asked for:{" "}
          <span className="text-fg [overflow-wrap:anywhere]">{application.criticName}</span>
        </p>
        <Withdraw />
      </Panel>
    );
  }
  if (application?.status === "declined" && application.decidedAt) {
    const again = now !== null && mayReapply(application.decidedAt, now);
    return (
      <Panel icon={icon(XCircle)} title="Application declined">
        <p className="text-sm text-fg-secondary">
          Your application of {formatDay(application.createdAt)} was declined. The administrator wrote:
        </p>
        <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-line text-fg [overflow-wrap:anywhere]">
          {application.reason}
        </blockquote>
        {again ? (
          apply
        ) : (
          <p className="text-sm text-fg-muted">
            You can apply again from {formatDay(reapplyDay(application.decidedAt))}.
          </p>
        )}
      </Panel>
    );
  }
  return (
    <Panel icon={icon(application ? MailCheck : PenLine)} title="Join the critic programme">
      <p className={cn("text-sm text-fg-secondary", !application && "max-sm:sr-only")}>
        {application?.status === "withdrawn"
          ? `You withdrew your application on ${formatDay(application.decidedAt ?? application.createdAt)}. `
          : ""}
        Tell us the name you publish under and where your reviews appear: once an administrator approves you,
        your critic workspace opens up.
      </p>
      {apply}
    </Panel>
  );
}

/** Home's panel for an account without a critic name: apply to the critic programme, or where it stands. */
export default function ApplicationPanel() {
  const mine = useMyApplication();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useEffect(() => ApplicationDialog.preload(), []);
  if (mine.isPending) {
    return (
      <LoadingRegion label="Loading your application" className="h-full">
        <Skeleton className="h-full min-h-28 w-full rounded-(--radius-card)" />
      </LoadingRegion>
    );
  }
  if (mine.isError) return <ErrorState title="Could not load your application" query={mine} />;
  const apply = (
    <Button
      className="self-start"
      onClick={() => {
        setOpened(true);
        setOpen(true);
      }}
    >
      Apply to the critic programme
    </Button>
  );
  return (
    <>
      <State application={mine.data} apply={apply} />
      {opened && <ApplicationDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
