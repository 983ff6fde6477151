import { requireUserId, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/contract/errors";

/**
 * Only verified businesses issue or take control of an eBL (docs/architecture.md §5). Call it first in
 * every eBL control action; the message says why and where to go.
 */
export function assertVerifiedBusiness(actor: Actor): void {
  requireUserId(actor, "assertVerifiedBusiness");
  const state = actor.user.verificationState;
  if (state === "verified") return;
  const why =
    state === "suspended"
      ? "Your business is suspended, so it cannot act on eBLs. Please contact support."
      : state === "pending"
        ? "Your business verification is under review (24 hours or more); eBL actions open once it is verified."
        : "Only verified businesses can issue or take control of an eBL. Verify your business on the Verify business page.";
  throw new AppError("verification_required", why, { details: { verificationState: state } });
}

/** The user's own business documents; admins may read anyone's (KYC review). Others: 404. */
export function assertCanReadBusinessDocument(actor: Actor, ownerId: string): void {
  requireUserId(actor, "assertCanReadBusinessDocument");
  if (actor.userId !== ownerId && actor.role !== "admin") throw notFound("Document not found.");
}
