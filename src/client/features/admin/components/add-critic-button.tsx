import { Button } from "@client/components/ui/button";
import { UserPlus } from "lucide-react";

/** Opens the Add New Critic dialog. */
export function AddCriticButton() {
  return (
    <Button>
      <UserPlus aria-hidden /> Add New Critic
    </Button>
  );
}
