import { Button } from "@client/components/ui/button";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { AddCriticDialog } from "./add-critic-dialog";

export function AddCriticButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> Add New Critic
      </Button>
      {open && <AddCriticDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
