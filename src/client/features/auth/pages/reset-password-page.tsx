import { NewPasswordFields } from "@client/components/new-password-fields";
import { Alert } from "@client/components/ui/alert";
import { AppForm, FormSubmit } from "@client/components/ui/app-form";
import { buttonClass } from "@client/components/ui/button";
import { Spinner } from "@client/components/ui/spinner";
import { applyServerErrors } from "@client/lib/form-errors";
import { ApiError } from "@client/lib/http";
import { Link, useNavigate, useParams } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { INVALID_RESET_TOKEN } from "@shared/constants/auth-messages";
import { paths } from "@shared/routing/page-paths";
import type { ResetPasswordFormInput } from "@shared/schemas/auth";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useResetPassword, useResetTokenCheck } from "../api";
import { AuthCard } from "../components/auth-card";
import { resetPasswordResolver } from "../lazy-resolvers";

export const REDIRECT_AFTER_RESET_MS = 3000;

function InvalidLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="destructive" title="Invalid Reset Link">
        <p>{message}</p>
        <p>Please request a new password reset link.</p>
      </Alert>
      <Link to={paths.forgotPassword} className={buttonClass("primary", "lg")}>
        Request New Link
      </Link>
    </div>
  );
}

export default function ResetPasswordPage() {
  useDocumentTitle("Create New Password");
  const { token } = useParams();
  const navigate = useNavigate();
  const check = useResetTokenCheck(token);
  const reset = useResetPassword();
  const form = useForm<ResetPasswordFormInput>({
    resolver: resetPasswordResolver,
    defaultValues: { password: "", confirmPassword: "" },
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.auth), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token: token!, password },
      { onError: (error) => applyServerErrors(error, form.setError, ["password"]) },
    ),
  );

  let body: React.ReactNode;
  if (!token) body = <InvalidLink message="Invalid reset token" />;
  else if (check.isLoading)
    body = (
      <p className="flex items-center gap-3 text-fg-secondary">
        <Spinner /> Validating your reset link...
      </p>
    );
  else if (check.isError) body = <InvalidLink message="Error validating reset token" />;
  else if (!check.data?.valid) body = <InvalidLink message={check.data?.message || INVALID_RESET_TOKEN} />;
  else if (reset.isSuccess)
    body = (
      <Alert variant="success" title="Password Reset Successful">
        Your password has been successfully reset. You will be redirected to the login page in a moment.
      </Alert>
    );
  else {
    const submitError =
      reset.error instanceof ApiError
        ? reset.error.serverMessage
        : reset.error
          ? "An unexpected error occurred"
          : null;
    body = (
      <AppForm label="Choose a new password" onSubmit={onSubmit} preload={resetPasswordResolver.preload}>
        <NewPasswordFields form={form} name="password" label="New Password" confirmLabel="Confirm Password" />
        <FormSubmit
          submit="Reset Password"
          sending={reset.isPending && "Resetting Password..."}
          failure={submitError}
        />
      </AppForm>
    );
  }

  return <AuthCard title="Create New Password">{body}</AuthCard>;
}
