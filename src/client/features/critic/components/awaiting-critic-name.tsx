import { buttonClass } from "@client/components/ui/button-class";
import { Card } from "@client/components/ui/card";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import { Hourglass } from "lucide-react";
import {
  AWAITING_CRITIC_NAME_MEANWHILE,
  AWAITING_CRITIC_NAME_TEXT,
  AWAITING_CRITIC_NAME_TITLE,
} from "../../../lib/awaiting-critic-name";

/** The critic pages' whole body for an account without a critic name: what happens next, and where to go. */
export function AwaitingCriticName() {
  return (
    <Card data-testid="awaiting-critic-name" className="flex flex-col items-start gap-4 p-6 sm:flex-row">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
        <Hourglass aria-hidden className="size-6" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{AWAITING_CRITIC_NAME_TITLE}</h2>
        <p className="text-fg-secondary">{AWAITING_CRITIC_NAME_TEXT}</p>
        <p className="text-fg-secondary">{AWAITING_CRITIC_NAME_MEANWHILE}</p>
        <Link to={paths.home} className={buttonClass("primary", "md", "mt-2 self-start")}>
          Browse the podcasts
        </Link>
      </div>
    </Card>
  );
}
