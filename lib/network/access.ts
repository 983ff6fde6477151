import { and, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { emailIs } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import type { DbOrTx, Tx } from "@/lib/db/client";
import { networkConnections, users, type NetworkConnectionRow, type UserRow } from "@/models";

/** What the network shows of the other party of a connection. */
export type Party = Pick<
  UserRow,
  "id" | "email" | "role" | "firstName" | "lastName" | "company" | "verificationState" | "emailVerifiedAt"
>;

export const partyColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  verificationState: users.verificationState,
  emailVerifiedAt: users.emailVerifiedAt,
};

/**
 * Serialises every change of one pair's connection (invitations both ways, answers, removal)
 * for the rest of the transaction. The key is the sorted pair of addresses, so A inviting B and
 * B inviting A at the same moment take the same lock, and the second sees the first's row
 * instead of creating a second one (the unique index only covers one direction).
 */
export async function lockPair(tx: Tx, emailA: string, emailB: string): Promise<void> {
  const [first, second] = [emailA.toLowerCase(), emailB.toLowerCase()].sort();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`network:${first}\n${second}`}, 0))`);
}

/** The account holding an address (users_email_key is on lower(email)), or null. */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<Party | null> {
  const [account] = await db.select(partyColumns).from(users).where(emailIs(email)).limit(1);
  return account ?? null;
}

/**
 * The connection row of the actor and another party, whichever side invited: the actor's
 * invitation to the address (or to the account now holding it), or the other account's
 * invitation to the actor (attached to the actor's account, or still waiting on the actor's
 * address for the emailed link to be followed). One row per pair is the rule; should an email
 * change ever leave two, the most recently changed one counts.
 */
export async function findPairConnection(
  tx: DbOrTx,
  actor: Actor,
  email: string,
  account: Party | null,
  options: { forUpdate?: boolean } = {},
): Promise<NetworkConnectionRow | null> {
  // Drizzle's and()/or() drop undefined silently: a missing actor must fail loudly instead.
  if (!actor?.userId || !actor.email) throw new Error("findPairConnection: actor without userId or email");
  const mine: SQL[] = [eq(networkConnections.inviteeEmail, email.toLowerCase())];
  if (account) mine.push(eq(networkConnections.inviteeId, account.id));
  const sides: SQL[] = [and(eq(networkConnections.inviterId, actor.userId), or(...mine))!];
  if (account) {
    sides.push(
      and(
        eq(networkConnections.inviterId, account.id),
        or(
          eq(networkConnections.inviteeId, actor.userId),
          eq(networkConnections.inviteeEmail, actor.email.toLowerCase()),
        ),
      )!,
    );
  }
  const query = tx
    .select()
    .from(networkConnections)
    .where(or(...sides))
    .orderBy(desc(networkConnections.updatedAt))
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Whether the actor is a side of the row they may act on (the inviter, or the attached invitee). */
export const isInviter = (row: NetworkConnectionRow, actor: Actor) => row.inviterId === actor.userId;
export const isInvitee = (row: NetworkConnectionRow, actor: Actor) => row.inviteeId === actor.userId;
