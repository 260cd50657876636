import { Badge, type BadgeTone } from "@client/components/ui/badge";
import { CRITIC_ACTIVITY_LABELS, type CriticActivityStatus } from "@shared/constants/insight";

const TONES: Record<CriticActivityStatus, BadgeTone> = {
  active: "success",
  quiet: "warning",
  inactive: "neutral",
};

export function ActivityBadge({ activity }: { activity: CriticActivityStatus }) {
  return <Badge tone={TONES[activity]}>{CRITIC_ACTIVITY_LABELS[activity]}</Badge>;
}

/** The account holding a critic name, or that none does. */
export function HolderBadge({ username }: { username: string | null }) {
  return username ? <Badge tone="success">@{username}</Badge> : <Badge>Not assigned</Badge>;
}
