/**
 * Who will receive the eBL, as the confirmation names them. The verified legal name comes from
 * the recipient look-up (GET /api/envelopes/recipient?email=, verified businesses only); if the
 * look-up cannot answer (throttled, offline), from the chosen network connection; a party already
 * on the bill is a PartyDto. Browser-safe.
 */
import type { PartyDto } from "@/lib/ebl/contract";
import type { ConnectionDto } from "@/lib/network/schemas";
import { ApiError } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api-client";
import { roleLabel } from "@/lib/roles";

export type Recipient = {
  /** What the action sends: the account id when known, else the email. */
  ref: string;
  /** The verified legal name (or the best name known). */
  legalName: string;
  /** The person and role, e.g. "Meera Iyer, Bank". */
  detail: string | null;
  email: string | null;
  /** Where the name comes from, said in the dialog. */
  source: "lookup" | "party" | "connection" | "typed";
};

export const recipientFromParty = (party: PartyDto): Recipient => ({
  ref: party.id,
  legalName: party.company?.trim() || party.name,
  detail:
    [party.company?.trim() ? party.name : null, party.role ? roleLabel(party.role) : null].filter(Boolean).join(", ") ||
    null,
  email: null,
  source: "party",
});

export const recipientFromConnection = (c: ConnectionDto): Recipient => ({
  ref: c.email,
  legalName: c.company?.trim() || c.name || c.email,
  detail: [c.company?.trim() ? c.name : null, c.role ? roleLabel(c.role) : null].filter(Boolean).join(", ") || null,
  email: c.email,
  source: "connection",
});

/**
 * Looks a verified business up by email. Resolves null when the lookup is not available or says
 * no verified business uses the address (`reason` tells which), never throws.
 */
export async function lookUpRecipient(
  email: string,
): Promise<{ recipient: Recipient | null; reason: "not_found" | "unavailable" | null }> {
  try {
    const { recipient } = await apiRequest("GET", "/api/envelopes/recipient", { query: { email } });
    return { recipient: { ...recipientFromParty(recipient), email, source: "lookup" }, reason: null };
  } catch (error) {
    // The look-up answers 404 not_found "No verified business uses this email address."; any other
    // failure (429, a network error) only means it could not answer now.
    if (
      error instanceof ApiError &&
      error.status === 404 &&
      error.code === "not_found" &&
      /verified/i.test(error.message)
    )
      return { recipient: null, reason: "not_found" };
    return { recipient: null, reason: "unavailable" };
  }
}
