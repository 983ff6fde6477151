import { ZLimit, zText, zUuid } from "@/lib/contract/schemas";
import { ADMIN_DATE_MESSAGE, isAdminDate } from "./dates";
import { z } from "zod";
import { USER_ROLES, VERIFICATION_STATES } from "@/models";
import { ZUserDto } from "@/lib/accounts/schemas";
import { ZVerificationDto } from "@/lib/verification/schemas";

const cursor = zText().max(200, "cursor is not valid.").optional();
const blankToUndefined = (s: unknown) => (typeof s === "string" && s.trim() === "" ? undefined : s);

export const ZListUsersQuery = z.object({
  q: z.preprocess(blankToUndefined, zText().trim().max(200, "Search must be at most 200 characters.").optional()),
  role: z.preprocess(
    blankToUndefined,
    z.enum(USER_ROLES, { error: `role must be one of: ${USER_ROLES.join(", ")}.` }).optional(),
  ),
  verificationState: z.preprocess(
    blankToUndefined,
    z
      .enum(VERIFICATION_STATES, { error: `verificationState must be one of: ${VERIFICATION_STATES.join(", ")}.` })
      .optional(),
  ),
  limit: ZLimit({ max: 100, fallback: 25 }),
  cursor,
});
export const ZUserList = z.object({ users: z.array(ZUserDto), nextCursor: zText().nullable() });

export const ZUserOverview = z.object({
  user: ZUserDto,
  verification: ZVerificationDto,
  activeSessions: z.number().int(),
  apiTokens: z.number().int(),
});

export const ZChangeRoleBody = z.object({
  role: z.enum(USER_ROLES, { error: `Choose a role: ${USER_ROLES.join(", ")}.` }),
});
/** `revoked` counts the sessions ended, `revokedTokens` the personal API tokens. */
export const ZRevokedSessions = z.object({ revoked: z.number().int(), revokedTokens: z.number().int() });

export const ZDemoRequestDto = z.object({
  id: zUuid(),
  fullName: zText(),
  company: zText(),
  email: zText(),
  phone: zText(),
  message: zText().nullable(),
  createdAt: zText(),
  contactedAt: zText().nullable(),
  contactedBy: zText().nullable(),
});
export type DemoRequestDto = z.infer<typeof ZDemoRequestDto>;
export const DEMO_STATUSES = ["all", "new", "contacted"] as const;
export const ZDemoRequestQuery = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(DEMO_STATUSES, { error: "status must be all, new or contacted." }).default("all"),
  ),
  limit: ZLimit({ max: 100, fallback: 25 }),
  cursor,
});
export const ZDemoRequestList = z.object({ demoRequests: z.array(ZDemoRequestDto), nextCursor: zText().nullable() });
export const ZDemoRequestResponse = z.object({ demoRequest: ZDemoRequestDto });
export const ZDemoExportQuery = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(DEMO_STATUSES, { error: "status must be all, new or contacted." }).default("all"),
  ),
});

export const ZOutboxMessageDto = z.object({
  id: zUuid(),
  to: zText(),
  subject: zText(),
  text: zText(),
  status: zText(),
  error: zText().nullable(),
  createdAt: zText(),
});
export const ZOutboxQuery = z.object({ limit: ZLimit({ max: 100, fallback: 25 }), cursor });
export const ZOutboxList = z.object({ messages: z.array(ZOutboxMessageDto), nextCursor: zText().nullable() });

const isoDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    zText()
      .refine((s) => isAdminDate(s), `${label} ${ADMIN_DATE_MESSAGE}`)
      .optional(),
  );

export const ZAuditQuery = z.object({
  actor: z.preprocess(blankToUndefined, zText().trim().max(254, "actor must be at most 254 characters.").optional()),
  entityType: z.preprocess(blankToUndefined, zText().trim().max(100).optional()),
  entityId: z.preprocess(blankToUndefined, zText().trim().max(200).optional()),
  action: z.preprocess(blankToUndefined, zText().trim().max(100).optional()),
  from: isoDate("from"),
  to: isoDate("to"),
  limit: ZLimit({ max: 100, fallback: 50 }),
  cursor,
});
export const ZAuditEntryDto = z.object({
  id: zUuid(),
  actorId: zText().nullable(),
  actorEmail: zText().nullable(),
  /** The actor's name (or email when it has none); null for the system. */
  actorName: zText().nullable(),
  /** The reference of the shipment the entry concerns, when it still exists. */
  shipmentReference: zText().nullable(),
  action: zText(),
  entityType: zText(),
  entityId: zText(),
  data: z.record(zText(), z.unknown()),
  createdAt: zText(),
});
export const ZAuditList = z.object({ entries: z.array(ZAuditEntryDto), nextCursor: zText().nullable() });

export const ZPageViewQuery = z.object({ from: isoDate("from"), to: isoDate("to") });
export const ZPageViewCounts = z.object({
  from: zText(),
  to: zText(),
  total: z.number().int(),
  byPath: z.array(z.object({ path: zText(), views: z.number().int() })),
  byDay: z.array(z.object({ day: zText(), views: z.number().int() })),
});
