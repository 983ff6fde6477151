import { ZLimit } from "@/lib/contract/schemas";
import { z } from "zod";
import { USER_ROLES, VERIFICATION_STATES } from "@/models";
import { ZUserDto } from "@/lib/accounts/schemas";
import { ZVerificationDto } from "@/lib/verification/schemas";

const cursor = z.string().max(200, "cursor is not valid.").optional();
const blankToUndefined = (s: unknown) => (typeof s === "string" && s.trim() === "" ? undefined : s);

export const ZListUsersQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, "Search must be at most 200 characters.").optional()),
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
export const ZUserList = z.object({ users: z.array(ZUserDto), nextCursor: z.string().nullable() });

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
  id: z.uuid(),
  fullName: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  contactedAt: z.string().nullable(),
  contactedBy: z.string().nullable(),
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
export const ZDemoRequestList = z.object({ demoRequests: z.array(ZDemoRequestDto), nextCursor: z.string().nullable() });
export const ZDemoRequestResponse = z.object({ demoRequest: ZDemoRequestDto });
export const ZDemoExportQuery = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(DEMO_STATUSES, { error: "status must be all, new or contacted." }).default("all"),
  ),
});

export const ZOutboxMessageDto = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export const ZOutboxQuery = z.object({ limit: ZLimit({ max: 100, fallback: 25 }), cursor });
export const ZOutboxList = z.object({ messages: z.array(ZOutboxMessageDto), nextCursor: z.string().nullable() });

const isoDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), `${label} must be a date (YYYY-MM-DD) or a date and time.`)
      .optional(),
  );

export const ZAuditQuery = z.object({
  actor: z.preprocess(blankToUndefined, z.string().trim().max(254, "actor must be at most 254 characters.").optional()),
  entityType: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  entityId: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  action: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  from: isoDate("from"),
  to: isoDate("to"),
  limit: ZLimit({ max: 100, fallback: 50 }),
  cursor,
});
export const ZAuditEntryDto = z.object({
  id: z.uuid(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const ZAuditList = z.object({ entries: z.array(ZAuditEntryDto), nextCursor: z.string().nullable() });

export const ZPageViewQuery = z.object({ from: isoDate("from"), to: isoDate("to") });
export const ZPageViewCounts = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  byPath: z.array(z.object({ path: z.string(), views: z.number().int() })),
  byDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
});
