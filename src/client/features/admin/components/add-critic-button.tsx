import { Button } from "@client/components/ui/button";
import { laterComponent } from "@client/lib/later";
import { UserPlus } from "lucide-react";
import { useEffect, useState } from "react";

// The form (zod, react-hook-form) is fetched once the button is on screen, not with the page.
const AddCriticDialog = laterComponent(() => import("./add-critic-dialog").then((m) => m.AddCriticDialog));

export function AddCriticButton() {
  const [open, setOpen] = useState(false);
  useEffect(() => AddCriticDialog.preload(), []);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden /> Add New Critic
      </Button>
      {open && <AddCriticDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
