import { laterResolver } from "@client/lib/later";

const resolvers = () => import("./resolvers");

export const loginResolver = laterResolver(resolvers, "loginResolver");
export const registerResolver = laterResolver(resolvers, "registerResolver");
export const forgotPasswordResolver = laterResolver(resolvers, "forgotPasswordResolver");
export const resetPasswordResolver = laterResolver(resolvers, "resetPasswordResolver");
