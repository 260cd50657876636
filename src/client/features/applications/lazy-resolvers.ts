import { laterResolver } from "@client/lib/later";
import type {
  ApplicationFormValues,
  ApproveFormValues,
  DeclineApplicationInput,
} from "@shared/schemas/programme";
import type { Resolver } from "react-hook-form";

const resolvers = () => import("./resolvers");

export const applicationResolver = laterResolver<ApplicationFormValues>(() =>
  resolvers().then((m) => m.applicationResolver as Resolver<ApplicationFormValues>),
);
export const approveResolver = laterResolver<ApproveFormValues>(() =>
  resolvers().then((m) => m.approveResolver as Resolver<ApproveFormValues>),
);
export const declineResolver = laterResolver<DeclineApplicationInput>(() =>
  resolvers().then((m) => m.declineResolver as Resolver<DeclineApplicationInput>),
);
