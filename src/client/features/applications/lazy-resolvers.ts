import { lazyResolver } from "@client/lib/lazy-resolver";
import type {
  ApplicationFormValues,
  ApproveFormValues,
  DeclineApplicationInput,
} from "@shared/schemas/programme";
import type { Resolver } from "react-hook-form";

const resolvers = () => import("./resolvers");

export const applicationResolver = lazyResolver<ApplicationFormValues>(() =>
  resolvers().then((m) => m.applicationResolver as Resolver<ApplicationFormValues>),
);
export const approveResolver = lazyResolver<ApproveFormValues>(() =>
  resolvers().then((m) => m.approveResolver as Resolver<ApproveFormValues>),
);
export const declineResolver = lazyResolver<DeclineApplicationInput>(() =>
  resolvers().then((m) => m.declineResolver as Resolver<DeclineApplicationInput>),
);
