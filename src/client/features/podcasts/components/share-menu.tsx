import { Button } from "@client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@client/components/ui/dropdown-menu";
import { toast } from "@client/components/ui/use-toast";
import { useSiteConfig } from "@client/features/site/api";
import { Link2, Share2 } from "lucide-react";

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: "Link copied", description: "The podcast's link is on your clipboard." });
  } catch {
    toast({
      title: "Unable to copy link",
      description: "Please try again or copy manually.",
      variant: "destructive",
    });
  }
}

/** Copy the page's link, or hand it to the device's share sheet (falling back to copying). */
export function ShareMenu({ title }: { title: string }) {
  const site = useSiteConfig();
  const url = window.location.href.split("#")[0]!;
  const canShare = typeof navigator.share === "function";
  const share = async () => {
    try {
      await navigator.share({ title, text: `${title} on ${site.brandName}`, url });
      toast({ title: "Shared successfully" });
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      await copyLink(url);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">
          <Share2 aria-hidden /> Share
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void copyLink(url)}>
          <Link2 aria-hidden /> Copy link
        </DropdownMenuItem>
        {canShare && (
          <DropdownMenuItem onSelect={() => void share()}>
            <Share2 aria-hidden /> Share via…
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
