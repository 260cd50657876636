import { Button } from "@client/components/ui/button";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { useSiteConfig } from "@client/features/site/api";
import { useBrowserValue } from "@client/lib/hydration";
import { Link2, Share2 } from "lucide-react";

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: "The podcast's link is on your clipboard." });
  } catch {
    toastFailure("Unable to copy link", "Please try again or copy manually.");
  }
}

/**
 * One button: the device's share sheet where there is one (it offers copying too; a failure falls back to
 * copying), else "Copy link" straight away. A menu with a single item was one press too many.
 */
export function ShareButton({ title }: { title: string }) {
  const site = useSiteConfig();
  const canShare = useBrowserValue(() => typeof navigator.share === "function", false);
  const onClick = async () => {
    const url = window.location.href.split("#")[0]!;
    if (!canShare) return copyLink(url);
    try {
      await navigator.share({ title, text: `${title} on ${site.brandName}`, url });
      toast({ title: "Shared successfully" });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      await copyLink(url);
    }
  };
  return (
    <Button variant="outline" onClick={() => void onClick()}>
      {canShare ? <Share2 aria-hidden /> : <Link2 aria-hidden />} {canShare ? "Share" : "Copy link"}
    </Button>
  );
}
