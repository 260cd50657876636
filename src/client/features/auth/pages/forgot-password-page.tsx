import { Alert } from "@client/components/ui/alert";
import { AppForm, FormSubmit } from "@client/components/ui/app-form";
import { FormField } from "@client/components/ui/form-field";
import { UsernameInput } from "@client/components/ui/input";
import { errorMessage } from "@client/lib/api";
import { Link } from "@client/lib/router";
import { useDocumentTitle } from "@client/lib/use-document-title";
import { FORGOT_PASSWORD_CONFIRMATION } from "@shared/constants/auth-messages";
import { paths } from "@shared/routing/page-paths";
import type { ForgotPasswordInput } from "@shared/schemas/auth";
import { ArrowLeft } from "lucide-react";
import { useForm } from "react-hook-form";
import { useForgotPassword } from "../api";
import { AuthCard } from "../components/auth-card";
import { forgotPasswordResolver } from "../lazy-resolvers";

export default function ForgotPasswordPage() {
  useDocumentTitle("Reset Your Password");
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver,
    defaultValues: { username: "" },
  });
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

  return (
    <AuthCard
      title="Reset Your Password"
      description="Enter your username and we will e-mail you a link to choose a new password."
    >
      {forgot.isSuccess ? (
        <Alert variant="success" title="Check your email">
          {FORGOT_PASSWORD_CONFIRMATION}
        </Alert>
      ) : (
        <AppForm label="Request a reset link" onSubmit={onSubmit} preload={forgotPasswordResolver.preload}>
          <FormField label="Username" error={form.formState.errors.username?.message}>
            <UsernameInput autoComplete="username" {...form.register("username")} />
          </FormField>
          <FormSubmit
            submit="Send Reset Link"
            sending={forgot.isPending && "Sending..."}
            failure={forgot.isError && errorMessage(forgot.error)}
          />
        </AppForm>
      )}
      <Link
        to={paths.auth}
        className="inline-flex items-center gap-1.5 self-center text-sm text-accent hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to login
      </Link>
    </AuthCard>
  );
}
