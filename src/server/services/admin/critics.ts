import type { AdminCriticName, CreatedCritic, createCriticSchema } from "@shared/schemas/admin";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { randomToken } from "../../lib/crypto";
import { refuse } from "../../lib/http-error";
import { USERNAME_TAKEN } from "../auth/accounts";
import { LINK_TOKEN, resetLink } from "../auth/reset-tokens";
import { askCriticDb } from "../critic/critic-db-failures";
import { emailAccount } from "../mail/mail-service";
import { createUser } from "../users/create-user";
import { toUser } from "../users/presenter";
import { adminTransaction } from "./admin-transaction";
import { recordAudit } from "./audit";
import { assertNoLookalike, toAdminCriticNames } from "./critic-names";
import { invitationEmail } from "./emails";

export const CRITIC_NAME_HELD = "A user already holds this critic name.";

type CreateCritic = z.output<typeof createCriticSchema>;

/**
 * Add New Critic: the critic name with its publication goes into the critic database; with `account`,
 * a user holding that critic name (an active critic named after it) is created and invited by e-mail
 * to set a password (a reset token valid 7 days). The critic record and the account are separate steps:
 * should the account fail, the critic name stays and can be assigned to someone later.
 */
export async function createCritic(
  ctx: AppContext,
  actorId: number,
  input: CreateCritic,
): Promise<CreatedCritic> {
  await adminTransaction(ctx, actorId, async (tx) => {
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.criticName}) = lower(${input.name})`);
    if (holder) throw refuse("critic_name_taken", CRITIC_NAME_HELD, { name: CRITIC_NAME_HELD });
    if (input.account) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.account.username})`);
      if (taken) throw refuse("username_taken", USERNAME_TAKEN, { "account.username": USERNAME_TAKEN });
    }
  });

  await assertNoLookalike(ctx, ctx.db, input.name, { field: "name", directory: true });
  const record = await askCriticDb(() =>
    ctx.criticDb.createCriticName({ name: input.name, publication: input.publication }),
  );
  await adminTransaction(ctx, actorId, (tx, actor) =>
    recordAudit(tx, actor, {
      action: "critic.create",
      targetType: "critic",
      targetId: record.id,
      targetLabel: record.name,
      after: { name: record.name, publication: input.publication },
    }),
  );

  let message = `${record.name} (${input.publication}) was added to the critic database.`;
  let invited = null;
  const account = input.account;
  if (account) {
    invited = await adminTransaction(ctx, actorId, async (tx, actor) => {
      const user = await createUser(tx, {
        username: account.username,
        name: record.name,
        email: account.email,
        password: randomToken(),
        role: "critic",
        status: "active",
        criticName: record.name,
      });
      // The link's token is made as the e-mail leaves (services/auth/reset-tokens.ts).
      await emailAccount(
        tx,
        "invitation",
        user,
        invitationEmail(ctx.config.site.brandName, {
          name: user.name,
          username: user.username,
          criticName: record.name,
          publication: input.publication,
          link: resetLink(ctx.config.appUrl, LINK_TOKEN),
        }),
        "invite",
      );
      await recordAudit(tx, actor, {
        action: "user.invite",
        targetType: "user",
        targetId: user.id,
        targetLabel: user.username,
        after: {
          username: user.username,
          email: user.email,
          criticName: user.criticName,
          role: "critic",
          status: "active",
        },
      });
      return user;
    });
    ctx.worker.wake();
    message += ` An invitation was sent to ${account.email}.`;
  }

  const [critic] = await toAdminCriticNames(ctx.db, [record]);
  return { message, critic: critic!, user: invited ? toUser(invited) : null };
}

/** A further publication for an existing critic name. */
export async function addCriticPublication(
  ctx: AppContext,
  actorId: number,
  criticName: string,
  publication: string,
): Promise<{ message: string; critic: AdminCriticName | null }> {
  const added = await askCriticDb(() => ctx.criticDb.addPublication(criticName, publication));
  const record = await askCriticDb(() => ctx.criticDb.findCriticName(criticName));
  await adminTransaction(ctx, actorId, (tx, actor) =>
    recordAudit(tx, actor, {
      action: "critic.add_publication",
      targetType: "critic",
      targetId: record?.id ?? null,
      targetLabel: record?.name ?? criticName,
      after: { publication: added.name },
    }),
  );
  const [critic] = record ? await toAdminCriticNames(ctx.db, [record]) : [];
  return {
    message: `${added.name} was added to the publications of ${record?.name ?? criticName}.`,
    critic: critic ?? null,
  };
}
