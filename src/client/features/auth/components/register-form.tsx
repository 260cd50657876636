import { AppForm, FormSubmit } from "@client/components/ui/app-form";
import { FormField } from "@client/components/ui/form-field";
import { Input, UsernameInput } from "@client/components/ui/input";
import { toast, toastFailure } from "@client/components/ui/use-toast";
import { errorMessage } from "@client/lib/api";
import { AWAITING_CRITIC_NAME_NEXT } from "@client/lib/awaiting-critic-name";
import { applyServerErrors } from "@client/lib/form-errors";
import type { RegisterInput } from "@shared/schemas/auth";
import { useForm } from "react-hook-form";
import { useRegister } from "../api";
import { registerResolver } from "../lazy-resolvers";

export function RegisterForm() {
  const register = useRegister();
  const form = useForm<RegisterInput>({
    resolver: registerResolver,
    defaultValues: { username: "", name: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () =>
        toast({
          title: "Registration successful",
          description: `Your account has been created. ${AWAITING_CRITIC_NAME_NEXT}`,
        }),
      onError: (error) => {
        applyServerErrors(error, form.setError, ["username", "name", "email", "password"]);
        toastFailure("Registration failed", errorMessage(error));
      },
    }),
  );

  return (
    <AppForm label="Register" onSubmit={onSubmit} preload={registerResolver.preload}>
      <FormField label="Username" hint="You will use this to log in." error={errors.username?.message}>
        <UsernameInput autoComplete="username" {...form.register("username")} />
      </FormField>
      <FormField label="Full Name" hint="Your public display name." error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField
        label="Email"
        hint="Confirmation emails will be sent here (optional)."
        error={errors.email?.message}
      >
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label="Password" hint="At least 6 characters." error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <FormSubmit submit="Create Account" sending={register.isPending && "Creating account..."} />
    </AppForm>
  );
}
