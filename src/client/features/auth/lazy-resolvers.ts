import { lazyResolver } from "@client/lib/lazy-resolver";
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordFormInput,
} from "@shared/schemas/auth";
import type { Resolver } from "react-hook-form";

const resolvers = () => import("./resolvers");

export const loginResolver = lazyResolver<LoginInput>(() =>
  resolvers().then((m) => m.loginResolver as Resolver<LoginInput>),
);
export const registerResolver = lazyResolver<RegisterInput>(() =>
  resolvers().then((m) => m.registerResolver as Resolver<RegisterInput>),
);
export const forgotPasswordResolver = lazyResolver<ForgotPasswordInput>(() =>
  resolvers().then((m) => m.forgotPasswordResolver as Resolver<ForgotPasswordInput>),
);
export const resetPasswordResolver = lazyResolver<ResetPasswordFormInput>(() =>
  resolvers().then((m) => m.resetPasswordResolver as Resolver<ResetPasswordFormInput>),
);
