import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { z } from "zod";
import { ZCursor } from "@/lib/db/keyset-cursor";

import { REGISTRABLE_ROLES, USER_ROLES } from "@/models/roles";
import { VERIFICATION_STATES } from "@/models/users";
import type { ConnectionStatus } from "@/models/collaboration";
import { NETWORK_DIRECTIONS, NETWORK_STATUSES, type NetworkStatus } from "./labels";

export {
  NETWORK_DIRECTIONS,
  NETWORK_STATUSES,
  NETWORK_STATUS_LABELS,
  REINVITE_AFTER_DAYS,
  type NetworkDirection,
  type NetworkStatus,
} from "./labels";

// The browser's list (labels.ts) and the database enum must be the same three values.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const statusesAgree: Same<NetworkStatus, ConnectionStatus> = true;
void statusesAgree;

/** An email address: required, trimmed, compared lower-cased (the database keeps it so). */
export const ZNetworkEmail = zText({
  error: (issue) => (issue.input === undefined || issue.input === null ? "Email is required." : "Email must be text."),
})
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email must be at most 254 characters.")
  .pipe(z.email("Enter a valid email address, for example name@company.com."))
  .transform((email) => email.toLowerCase());

export const ZInviteBody = z.object({
  email: ZNetworkEmail.describe(
    "The address of the party to invite. An existing account is told by email; an address with no account receives an invitation link.",
  ),
});

export const RESPONSE_STATUSES = ["CONNECTED", "REJECTED"] as const;

export const ZRespondBody = z.object({
  email: ZNetworkEmail.describe("The email of the party who invited you."),
  status: z
    .enum(RESPONSE_STATUSES, {
      error: (issue) =>
        issue.input === undefined
          ? "status is required: CONNECTED to approve or REJECTED to reject."
          : "status must be CONNECTED (approve) or REJECTED (reject).",
    })
    .describe("CONNECTED approves the invitation, REJECTED rejects it."),
});

/** `role` absent or `all` lists every role. */
export const NETWORK_ROLE_FILTERS = [...REGISTRABLE_ROLES, "all"] as const;

export const ZConnectionListQuery = z.object({
  limit: ZLimit({ max: 200, fallback: 100 }),
  cursor: ZCursor.optional(),
  role: z
    .enum(NETWORK_ROLE_FILTERS, { error: `role: choose from ${NETWORK_ROLE_FILTERS.join(", ")}.` })
    .optional()
    .describe("The other party's role; absent or `all` for every role."),
  connStatus: z
    .enum(NETWORK_STATUSES, { error: `connStatus: choose from ${NETWORK_STATUSES.join(", ")}.` })
    .optional()
    .describe("PENDING, CONNECTED or REJECTED; absent for all."),
  direction: z
    .enum(NETWORK_DIRECTIONS, { error: "direction: choose sent or received." })
    .optional()
    .describe("`sent`: invitations I sent; `received`: invitations sent to me; absent for both."),
});
export type ConnectionListQuery = z.output<typeof ZConnectionListQuery>;

/**
 * The other party's email in the path. Next.js hands route handlers the decoded segment, but
 * a client (or a proxy) that encoded the `@` twice would send `name%40company.com`: an address
 * has an `@`, so a value without one is decoded once more.
 */
export const ZEmailParams = z.object({
  email: zText()
    .transform((value, ctx) => {
      if (value.includes("@") || !value.includes("%")) return value;
      try {
        return decodeURIComponent(value);
      } catch {
        ctx.addIssue({ code: "custom", message: "Not an email address." });
        return z.NEVER;
      }
    })
    .pipe(ZNetworkEmail),
});

export const ZConnectionDto = z.object({
  id: zUuid(),
  email: zText().describe(
    "The other party's email: their account's address, or the address invited while it has no account attached.",
  ),
  status: z.enum(NETWORK_STATUSES),
  direction: z.enum(NETWORK_DIRECTIONS).describe("`sent` when I invited them, `received` when they invited me."),
  role: z
    .enum(USER_ROLES)
    .nullable()
    .describe("The other party's role; null while the address has no account attached."),
  name: zText().nullable(),
  company: zText().nullable(),
  companyVerified: z
    .boolean()
    .describe(
      "true only when the other party's business is verified; false when `company` is a name the account typed itself.",
    ),
  verification: z.enum(VERIFICATION_STATES).nullable().describe("The other party's business verification state."),
  createdAt: z.iso.datetime().describe("When the (latest) invitation was sent."),
  updatedAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable().describe("When the invitee approved or rejected."),
});
export type ConnectionDto = z.infer<typeof ZConnectionDto>;

export const ZConnectionResponse = z.object({ connection: ZConnectionDto });
export const ZConnectionListResponse = z.object({
  connections: z.array(ZConnectionDto),
  nextCursor: zText().nullable().describe("Pass back as `cursor` for the next page; null on the last page."),
});
