import { Button } from "@client/components/ui/button";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { formatCriticDate } from "@client/lib/format";
import { NUDGE_INTERVAL_DAYS } from "@shared/constants/insight";
import type { AdminCriticWithActivity } from "@shared/schemas/admin";
import { BellRing } from "lucide-react";
import { useNudgeCritic } from "../api/critics";

const recently = (at: string | null) =>
  at !== null && Date.now() - Date.parse(at) < NUDGE_INTERVAL_DAYS * 86_400_000;

/** E-mails the critic a nudge; once a week at most, and only when an account holds the name. */
export function NudgeButton({ critic }: { critic: AdminCriticWithActivity }) {
  const nudge = useNudgeCritic();
  const nudged = recently(critic.lastNudgedAt);
  const onClick = () =>
    nudge.mutate(critic.name, {
      onSuccess: ({ message }) => toast({ title: "Nudge sent", description: message }),
      onError: (error) => toastFailure("Error nudging critic", errorMessage(error)),
    });
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        size="md"
        onClick={onClick}
        disabled={nudge.isPending || nudged || !critic.assignedUsername}
        aria-label={`Nudge ${critic.name}`}
      >
        <BellRing aria-hidden /> {nudge.isPending ? "Nudging..." : "Nudge"}
      </Button>
      {critic.lastNudgedAt && (
        <span className="text-xs text-fg-muted">
          Nudged {formatCriticDate(critic.lastNudgedAt.slice(0, 10))}
        </span>
      )}
    </div>
  );
}
