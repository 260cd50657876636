import { laterResolver } from "@client/lib/later";
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordFormInput,
} from "@shared/schemas/auth";
import type { Resolver } from "react-hook-form";

const resolvers = () => import("./resolvers");

export const loginResolver = laterResolver<LoginInput>(() =>
  resolvers().then((m) => m.loginResolver as Resolver<LoginInput>),
);
export const registerResolver = laterResolver<RegisterInput>(() =>
  resolvers().then((m) => m.registerResolver as Resolver<RegisterInput>),
);
export const forgotPasswordResolver = laterResolver<ForgotPasswordInput>(() =>
  resolvers().then((m) => m.forgotPasswordResolver as Resolver<ForgotPasswordInput>),
);
export const resetPasswordResolver = laterResolver<ResetPasswordFormInput>(() =>
  resolvers().then((m) => m.resetPasswordResolver as Resolver<ResetPasswordFormInput>),
);
