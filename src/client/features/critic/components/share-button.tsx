import { Button } from "@client/components/ui/button";
import { later, usePressToLoad } from "@client/lib/later";
import { Share2 } from "lucide-react";
import { useEffect } from "react";
import type { ShareDialogProps } from "./share-dialog";

const shareDialog = later(async () => (await import("./share-dialog")).default);

/**
 * The dashboard's "Share Your Critic Title": a look-alike button until the dialog's code (Radix dialog,
 * about 15 kB) arrives, fetched after the page's load or as soon as the button is reached for.
 */
export function ShareButton(props: ShareDialogProps) {
  const { Component, defaultOpen, autoFocus, triggerProps } = usePressToLoad(shareDialog);
  useEffect(() => shareDialog.preload(), []);
  if (Component) return <Component {...props} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
  return (
    <Button variant="outline" aria-haspopup="dialog" disabled={!props.criticName} {...triggerProps}>
      <Share2 aria-hidden /> Share Your Critic Title
    </Button>
  );
}
