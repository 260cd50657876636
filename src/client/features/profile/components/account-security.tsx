import { Button } from "@client/components/ui/button";
import { Card, CardDescription, CardHeader, IconCardTitle } from "@client/components/ui/card";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { plural } from "@client/lib/format";
import { KeyRound } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSignOutOtherSessions } from "../api";
import { laterComponent } from "@client/lib/later";

/** The form opens on a press: fetched once the page is on screen, not with it. */
const ChangePasswordForm = laterComponent(() =>
  import("./change-password-form").then((m) => m.ChangePasswordForm),
);

/** Changing one's password and signing out one's other sessions (issue 11 item 29). */
export function AccountSecurity() {
  const [changing, setChanging] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasChanging = useRef(false);
  const signOut = useSignOutOtherSessions();
  useEffect(() => ChangePasswordForm.preload(), []);

  // Closing the form puts focus back on the button that opened it.
  useEffect(() => {
    if (wasChanging.current && !changing) opener.current?.focus();
    wasChanging.current = changing;
  }, [changing]);

  const signOutOthers = () =>
    !signOut.isPending &&
    signOut.mutate(undefined, {
      onSuccess: ({ ended }) =>
        toast({
          title: "Other sessions signed out",
          description: ended
            ? `${plural(ended, "other session")} ended. You are still signed in here.`
            : "You were not signed in anywhere else.",
        }),
      onError: (error) => toastFailure("Could not sign out", errorMessage(error)),
    });

  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={KeyRound}>Account Security</IconCardTitle>
        <CardDescription>Your password and the places you are signed in.</CardDescription>
      </CardHeader>
      <div className="flex flex-col gap-6 px-5 pb-5">
        <section aria-labelledby="security-password" className="flex flex-col gap-3">
          <h3 id="security-password" className="font-medium text-fg">
            Password
          </h3>
          {changing ? (
            <ChangePasswordForm onDone={() => setChanging(false)} />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-fg-muted">Changing it signs you out everywhere else.</p>
              <Button ref={opener} variant="secondary" onClick={() => setChanging(true)}>
                Change Password
              </Button>
            </div>
          )}
        </section>
        <section
          aria-labelledby="security-sessions"
          className="flex flex-col gap-3 border-t border-border pt-5"
        >
          <h3 id="security-sessions" className="font-medium text-fg">
            Other sessions
          </h3>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-fg-muted">
              Signed in on a device you no longer use? End every session but this one.
            </p>
            {/* Not `disabled` while pending: that would drop the keyboard focus. */}
            <Button variant="secondary" onClick={signOutOthers} aria-disabled={signOut.isPending}>
              {signOut.isPending ? "Signing out..." : "Sign Out Other Sessions"}
            </Button>
          </div>
        </section>
      </div>
    </Card>
  );
}
