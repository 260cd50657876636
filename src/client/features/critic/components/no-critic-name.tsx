import { Alert } from "@client/components/ui/alert";

/** A critic without a critic name has no reviews yet: only an administrator can assign one. */
export function NoCriticName() {
  return (
    <Alert title="No critic name assigned yet">
      Your account does not have a critic name yet, so there are no reviews to show. Please contact an
      administrator to have one assigned.
    </Alert>
  );
}
