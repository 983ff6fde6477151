import { isDeepStrictEqual } from "node:util";
import { and, eq } from "drizzle-orm";
import { emailIs } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { findUserByEmail } from "@/lib/accounts/queries";
import { createInvitation } from "@/lib/invitations/create-invitation";
import { consumeLimit, refundLimit, tryConsumeLimit } from "@/lib/limits/limiter";
import { getOwnedShipment } from "@/lib/shipments/access";
import { TEMPLATE_BY_KEY } from "@/lib/templates/descriptors";
import { shipmentDocuments, shipmentShares, users, type ShareForm } from "@/models";
import { revealedSharees, shareeColumns, toShareeDto } from "./dto";
import { notifyShare, type ShareNotice } from "./notify";
import type { ShareeDto } from "./schemas";

export type ShareShipmentOptions = { actor: Actor; shipmentId: string; email: string; forms: ShareForm[] };

/**
 * Creates or replaces one person's share of a shipment (PUT /api/shipments/share-users). The
 * shipment row is locked, so concurrent edits of its shares apply one after the other and the
 * unique (shipment, email) row ends as exactly one of them. An unchanged share writes nothing.
 */
export async function shareShipment({ actor, shipmentId, email, forms }: ShareShipmentOptions): Promise<ShareeDto> {
  const address = email.trim().toLowerCase();
  if (address === actor.email.toLowerCase()) throw selfShare();
  const db = await getDb();
  // A notice to an address no proven account holds goes to someone who never asked for our mail:
  // capped per sharer (docs/limits.md), counted before anything is saved, given back if nothing is sent.
  const holder = await findUserByEmail(db, address);
  const toStranger = !holder?.emailVerifiedAt;
  if (toStranger) await consumeLimit("noticeToStranger", `account:${actor.userId}`);
  const refundStranger = () =>
    toStranger ? refundLimit("noticeToStranger", `account:${actor.userId}`) : Promise.resolve();
  const { dto, notice } = await db
    .transaction(async (tx) => {
      const shipment = await getOwnedShipment(tx, actor, shipmentId, {
        forUpdate: true,
        forbiddenToSharees: "share it",
      });
      const unknown = forms.map((f, i) => ({ f, i })).filter(({ f }) => !shipment.templates.includes(f.name));
      if (unknown.length) {
        throw new AppError(
          "validation_failed",
          `This shipment has no ${unknown.map(({ f }) => documentTitle(f.name)).join(", ")} to share.`,
          {
            issues: unknown.map(({ f, i }) => ({
              path: `forms.${i}.name`,
              message: `The shipment has no ${f.name} document. Add it to the shipment first.`,
            })),
          },
        );
      }
      // A finalised document is sealed (its PDF and hash are final): nobody, not even the owner, edits it.
      const editing = forms.map((f, i) => ({ f, i })).filter(({ f }) => f.access === "edit");
      if (editing.length) {
        const finalised = new Set(
          (
            await tx
              .select({ name: shipmentDocuments.name })
              .from(shipmentDocuments)
              .where(and(eq(shipmentDocuments.shipmentId, shipmentId), eq(shipmentDocuments.state, "final")))
          ).map((d) => d.name),
        );
        const sealed = editing.filter(({ f }) => finalised.has(f.name));
        if (sealed.length) {
          const titles = sealed.map(({ f }) => documentTitle(f.name));
          throw new AppError(
            "unprocessable",
            `The ${titles.join(", ")} ${sealed.length === 1 ? "is" : "are"} finalised and can no longer be edited: share ${sealed.length === 1 ? "it" : "them"} read only.`,
            {
              issues: sealed.map(({ f, i }) => ({
                path: `forms.${i}.access`,
                message: `The ${documentTitle(f.name)} is finalised: it can be shared read only.`,
              })),
            },
          );
        }
      }
      // Stored in the shipment's document order, so a replay of the same choice compares equal.
      const ordered = shipment.templates.flatMap((name) =>
        forms.filter((f) => f.name === name).map((f) => ({ name: f.name, access: f.access })),
      );
      const [holderRow] = await tx
        .select({ ...shareeColumns, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(emailIs(address));
      if (holderRow?.id === actor.userId) throw selfShare();
      // Only an account that proved the address receives the share now; otherwise it waits for the
      // proof (a confirmation, or the invitation link followed while signed in: lib/invitations).
      const user = holderRow?.emailVerifiedAt ? holderRow : undefined;

      const [previous] = await tx
        .select()
        .from(shipmentShares)
        .where(and(eq(shipmentShares.shipmentId, shipmentId), eq(shipmentShares.email, address)));
      // A share stays with the account it attached to, even if that account changed its address since.
      const attached = previous?.userId ?? user?.id ?? null;
      const attachedUser = attached === null ? null : attached === user?.id ? user : await loadUser(tx, attached);
      // What the answer says about the address is the same whether an account holds it, until a relationship shows it.
      const revealed = (share: typeof previous) =>
        revealedSharees(tx, actor.userId, [{ share: share!, user: attachedUser }]).then(
          (ids) => !!attachedUser && ids.has(attachedUser.id),
        );
      if (previous && isDeepStrictEqual(previous.forms, ordered) && previous.userId === attached) {
        return { dto: toShareeDto(shipment, previous, attachedUser, await revealed(previous)), notice: null };
      }
      const now = new Date();
      const [share] = await tx
        .insert(shipmentShares)
        .values({ shipmentId, email: address, userId: attached, forms: ordered, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [shipmentShares.shipmentId, shipmentShares.email],
          set: { forms: ordered, userId: attached, updatedAt: now },
        })
        .returning();
      const kind = previous ? "changed" : "created";
      await writeAudit(tx, {
        actorId: actor.userId,
        action: `share.${kind}`,
        entityType: "shipment_share",
        entityId: share!.id,
        data: {
          shipmentId,
          email: address,
          userId: attached,
          forms: ordered,
          ...(previous ? { previousForms: previous.forms } : {}),
        },
      });
      // No account yet (or not yet proven): the email carries an invitation link.
      const invitation = attached ? null : await createInvitation(tx, { email: address, invitedBy: actor.userId, now });
      const owner = actor.user;
      const notice: ShareNotice = {
        to: attachedUser?.email ?? address,
        ownerName: `${owner.firstName} ${owner.lastName}`.trim(),
        ownerCompany: owner.company,
        reference: shipment.reference,
        forms: ordered,
        kind,
        invitationUrl: invitation?.url ?? null,
      };
      return { dto: toShareeDto(shipment, share!, attachedUser, await revealed(share)), notice };
    })
    .catch(async (error: unknown) => {
      await refundStranger();
      throw error;
    });
  if (!notice) {
    await refundStranger();
    return dto;
  }
  // Toggling access back and forth mails the sharee at most once an hour per share.
  if (await tryConsumeLimit("shareNotice", `share:${shipmentId}:${address}`)) await notifyShare(notice);
  else await refundStranger();
  return dto;
}

const documentTitle = (name: string) =>
  TEMPLATE_BY_KEY[name as keyof typeof TEMPLATE_BY_KEY]?.title.toLowerCase() ?? name;

const selfShare = () =>
  new AppError("validation_failed", "You cannot share a shipment with yourself.", {
    issues: [{ path: "email", message: "You cannot share a shipment with yourself." }],
  });

async function loadUser(tx: Tx, id: string) {
  const [row] = await tx.select(shareeColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}
