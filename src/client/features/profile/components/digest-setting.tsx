import { Card, CardDescription, CardHeader, IconCardTitle } from "@client/components/ui/card";
import { toast } from "@client/components/ui/use-toast";
import { hasCode } from "@client/lib/api";
import { cn } from "@client/lib/cn";
import { DIGEST_SETTINGS, type DigestSetting } from "@shared/constants/following";
import type { User } from "@shared/schemas/user";
import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { useSetDigest } from "@client/features/following/api/digest";

const OPTIONS: Record<DigestSetting, { label: string; hint: string }> = {
  weekly: {
    label: "Weekly",
    hint: "One e-mail a week with what is new from the critics and podcasts you follow, when there is something.",
  },
  off: { label: "Off", hint: "No digest. The Following page still shows what is new." },
};

const failureText = (error: unknown) =>
  hasCode(error, "sign_in_required")
    ? "Your session has ended. Sign in again to change the digest."
    : "Could not save the digest setting. Check your connection and try again.";

/** The weekly digest of what one follows: on or off, saved as soon as it is chosen (issue 53). */
export function DigestSettingCard({ user }: { user: User }) {
  const setDigest = useSetDigest(user);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // The choice shows at once (in this render: the mutation's own state follows a moment later); if saving
  // fails it goes back to the saved one.
  const [choice, setChoice] = useState<DigestSetting | null>(null);
  const chosen = choice ?? user.digest;

  const choose = (digest: DigestSetting) => {
    if (digest === chosen) return;
    setChoice(digest);
    setError(null);
    setDigest.mutate(digest, {
      onSuccess: () =>
        toast({
          title: "Digest saved",
          description: digest === "weekly" ? "You will get the weekly digest." : "The weekly digest is off.",
          variant: "success",
        }),
      onError: (failure) => {
        setChoice((shown) => (shown === digest ? null : shown));
        setError(failureText(failure));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={Mail}>Weekly digest</IconCardTitle>
        <CardDescription>
          An e-mail about new reviews from the critics and podcasts you follow.
        </CardDescription>
      </CardHeader>
      <fieldset
        className="flex flex-col gap-3 px-5 pb-5"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="sr-only">Weekly digest</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {DIGEST_SETTINGS.map((value) => (
            <label
              key={value}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-surface-2 p-3 text-sm",
                chosen === value ? "border-accent" : "border-border hover:border-border-hover",
              )}
            >
              <input
                type="radio"
                name={`${id}-digest`}
                value={value}
                checked={chosen === value}
                onChange={() => choose(value)}
                aria-labelledby={`${id}-${value}-label`}
                aria-describedby={`${id}-${value}`}
                className="mt-0.5 size-5 shrink-0 accent-(--color-accent)"
              />
              <span className="flex flex-col gap-0.5">
                <span id={`${id}-${value}-label`} className="font-medium text-fg">
                  {OPTIONS[value].label}
                </span>
                <span id={`${id}-${value}`} className="text-fg-muted">
                  {OPTIONS[value].hint}
                </span>
              </span>
            </label>
          ))}
        </div>
        {!user.email && chosen === "weekly" && (
          <p className="text-sm text-fg-muted">
            Your profile has no e-mail address: add one above to receive the digest.
          </p>
        )}
        {setDigest.isPending && (
          <p role="status" className="text-sm text-fg-muted">
            Saving...
          </p>
        )}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
    </Card>
  );
}
