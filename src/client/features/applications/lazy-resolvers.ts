import { laterResolver } from "@client/lib/later";

const resolvers = () => import("./resolvers");

export const applicationResolver = laterResolver(resolvers, "applicationResolver");
export const approveResolver = laterResolver(resolvers, "approveResolver");
export const declineResolver = laterResolver(resolvers, "declineResolver");
