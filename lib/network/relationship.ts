import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/db/client";

/**
 * The one rule for what an answer may say about another account: who holds an address (its id,
 * name, company, role, verification) is told only to those it has a relationship with. Anyone
 * else gets exactly the answer an address without an account gets, so typing addresses into a
 * share, an invitation or an eBL draft cannot list the members.
 *
 * A relationship exists when the other account has accepted something from the asker, or has
 * itself reached out to the asker:
 * - a network connection between them that was approved (either side invited);
 * - an invitation the other account sent to the asker (the inviter chose to show itself);
 * - a shipment the other account shared with the asker, or a share from the asker that the
 *   other account has opened;
 * - an eBL both are party to that has been issued (a draft proves nothing: anyone can name
 *   anyone in one).
 *
 * An account always has a relationship with itself.
 */
export async function relatedAccounts(
  db: DbOrTx,
  askerId: string,
  candidateIds: Iterable<string | null | undefined>,
): Promise<Set<string>> {
  const wanted = [...new Set([...candidateIds].filter((id): id is string => !!id))];
  const related = new Set<string>();
  if (wanted.includes(askerId)) related.add(askerId);
  const others = wanted.filter((id) => id !== askerId);
  if (others.length === 0) return related;
  const candidates = sql`(${sql.join(
    others.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const result = await db.execute<{ id: string }>(sql`
    select c.invitee_id as id from network_connections c
      where c.inviter_id = ${askerId} and c.status = 'CONNECTED' and c.invitee_id in ${candidates}
    union
    select c.inviter_id from network_connections c
      where c.invitee_id = ${askerId} and c.inviter_id in ${candidates}
    union
    select s.owner_id from shipment_shares sh join shipments s on s.id = sh.shipment_id
      where sh.user_id = ${askerId} and s.owner_id in ${candidates}
    union
    select sh.user_id from shipment_shares sh join shipments s on s.id = sh.shipment_id
      where s.owner_id = ${askerId} and sh.opened_at is not null and sh.user_id in ${candidates}
    union
    select other.user_id from envelope_parties mine
      join envelopes e on e.id = mine.envelope_id and e.status <> 'DRAFT'
      join envelope_parties other on other.envelope_id = mine.envelope_id
      where mine.user_id = ${askerId} and other.user_id in ${candidates}
  `);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows) as { id: string }[];
  for (const row of rows) if (row.id) related.add(row.id);
  return related;
}

/** Whether `askerId` may be told who holds the account `otherId` (see relatedAccounts). */
export async function hasRelationship(db: DbOrTx, askerId: string, otherId: string): Promise<boolean> {
  return (await relatedAccounts(db, askerId, [otherId])).has(otherId);
}
