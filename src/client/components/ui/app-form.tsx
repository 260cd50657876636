import { cn } from "@client/lib/cn";
import type { FormEventHandler, ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

interface AppFormProps {
  /** The form's name for assistive technology ("Login", "Edit profile"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Fetches the validation code once a field takes focus (a lazy resolver's preload). */
  preload?: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A form of the app: our own validation and messages (noValidate), named, fields in a column. `method="post"`
 * so that a form sent before the page has hydrated never puts its fields (a password) in the address, the
 * history or a request log: the browser posts it to the page instead, which answers without reading it.
 */
export function AppForm({ label, onSubmit, preload, className, children }: AppFormProps) {
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      aria-label={label}
      className={cn("flex flex-col gap-4", className)}
    >
      {children}
    </form>
  );
}

interface FormActionsProps {
  /** The submit button's label. */
  submit: string;
  /** What it says while the form is sent ("Saving..."), or false while it is not. */
  sending: string | false;
  /** Closes an inline form without saving. */
  onCancel: () => void;
}

/** An inline form's buttons: submit, then Cancel (kept from leaving while the form is sent). */
export function FormActions({ submit, sending, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" pending={sending !== false} pendingLabel={sending}>
        {submit}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel} disabled={sending !== false}>
        Cancel
      </Button>
    </div>
  );
}

interface FormSubmitProps {
  /** The submit button's label. */
  submit: string;
  /** What it says while the form is sent ("Sending..."), or false while it is not. */
  sending: string | false;
  /** What went wrong with the last try, shown above the button (nothing when it did not fail). */
  failure?: ReactNode;
  failureTitle?: string;
}

/** A page form's end: why the last try failed, when it did, then the full-size submit button. */
export function FormSubmit({ submit, sending, failure, failureTitle = "Error" }: FormSubmitProps) {
  return (
    <>
      {failure ? (
        <Alert variant="destructive" title={failureTitle}>
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={sending !== false}>
        {sending || submit}
      </Button>
    </>
  );
}
