import { Badge, type BadgeTone } from "@client/components/ui/badge";
import type { Role, UserStatus } from "@shared/constants/roles";

const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  active: "success",
  pending: "warning",
  suspended: "danger",
};

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function StatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{label(status)}</Badge>;
}

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === "admin" ? "accent" : "neutral"}>{label(role)}</Badge>;
}
