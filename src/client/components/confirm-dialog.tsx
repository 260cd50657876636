import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions, DialogContent } from "@client/components/ui/dialog";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A yes-or-no question before an action that is hard to undo. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent title={props.title} description={props.description}>
        {props.children}
        <DialogActions>
          <Button
            variant={props.destructive ? "danger" : "primary"}
            pending={props.pending}
            pendingLabel={props.pendingLabel}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
