import type { Tx } from "@/lib/db/client";
import { generateToken, sha256Hex } from "@/lib/auth/tokens";
import { siteUrl } from "@/lib/site/metadata";
import { invitations } from "@/models";

/** How long an emailed invitation link works. */
export const INVITATION_TTL_DAYS = 30;

export type CreatedInvitation = { token: string; url: string; expiresAt: Date };

/**
 * An invitation for an address with no account yet, written in the caller's transaction (a
 * share or a network invitation). Returns the link to email: `/invitations/{token}`, which asks
 * the visitor to register or sign in with that address and then attaches what was pending
 * (accept-invitation.ts). Only the token's SHA-256 is stored.
 */
export async function createInvitation(
  tx: Tx,
  options: { email: string; invitedBy: string; now?: Date },
): Promise<CreatedInvitation> {
  const now = options.now ?? new Date();
  const token = generateToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 3600 * 1000);
  await tx.insert(invitations).values({
    email: options.email.toLowerCase(),
    tokenHash: sha256Hex(token),
    invitedBy: options.invitedBy,
    createdAt: now,
    expiresAt,
  });
  return { token, url: invitationUrl(token), expiresAt };
}

export const invitationUrl = (token: string) =>
  new URL(`/invitations/${encodeURIComponent(token)}`, siteUrl()).toString();
