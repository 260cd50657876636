import { AppForm, FormSubmit } from "@client/components/ui/app-form";
import { FormField } from "@client/components/ui/form-field";
import { Input, UsernameInput } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage, isRefusal } from "@client/lib/api";
import { applyServerErrors } from "@client/lib/form-errors";
import { ApiError } from "@client/lib/http";
import { Link } from "@client/lib/router";
import { paths } from "@shared/routing/page-paths";
import type { LoginInput } from "@shared/schemas/auth";
import { useForm } from "react-hook-form";
import { useLogin } from "../api";
import { loginResolver } from "../lazy-resolvers";

/** The inline alert's text: the server's own reason when it gave one, the status on a second line. */
function loginFailure(error: unknown) {
  if (isRefusal(error)) return error.serverMessage;
  return (
    <>
      The server could not sign you in just now. Please try again.
      {error instanceof ApiError && <span className="block text-xs text-fg-muted">HTTP {error.status}</span>}
    </>
  );
}

export function LoginForm() {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => toast({ title: "Login successful", description: "Welcome back!" }),
      onError: (error) => {
        applyServerErrors(error, form.setError, ["username", "password"]);
        toastFailure("Login failed", errorMessage(error));
      },
    }),
  );

  return (
    <AppForm label="Login" onSubmit={onSubmit} preload={loginResolver.preload}>
      <FormField label="Username" error={errors.username?.message}>
        <UsernameInput autoComplete="username" {...form.register("username")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Link
          to={paths.forgotPassword}
          className="inline-flex min-h-11 items-center text-sm text-accent hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <FormSubmit
        submit="Login"
        sending={login.isPending && "Logging in..."}
        failure={login.isError && loginFailure(login.error)}
        failureTitle="Login failed"
      />
    </AppForm>
  );
}
