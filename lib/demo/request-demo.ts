import { and, asc, eq, gt, sql } from "drizzle-orm";
import { demoRequests, type DemoRequestRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { logger } from "@/lib/observability/logger";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { DEMO_SCHEDULED_MESSAGE, type DemoRequestBody } from "./schemas";

export const DEMO_REQUESTS_PER_HOUR = 5;
export const DEMO_WINDOW_MS = 60 * 60 * 1000;
export const DEFAULT_SALES_EMAIL = "sales@exportly.local";

export const salesEmail = () => process.env.SALES_EMAIL?.trim() || DEFAULT_SALES_EMAIL;

export type RequestDemoOptions = DemoRequestBody & { actor: Actor | null; ip: string };
export type RequestDemoResult = { message: string; request: DemoRequestRow | null };

/**
 * Stores a demo booking, then mails the sales team and the requester. A filled-in honeypot gets
 * the same answer and is neither stored nor mailed. Five stored requests per client address per
 * hour: the count is of the stored rows themselves (an index on ip, created_at), under a
 * transaction-scoped advisory lock per address so two concurrent requests cannot both be the fifth.
 */
export async function requestDemo({ actor, ip, website, ...fields }: RequestDemoOptions): Promise<RequestDemoResult> {
  if (isHoneypotFilled(website)) {
    logger.info({ ip }, "demo request dropped by honeypot");
    return { message: DEMO_SCHEDULED_MESSAGE, request: null };
  }

  const db = await getDb();
  const request = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`demo:${ip}`}))`);
    const recent = await tx
      .select({ createdAt: demoRequests.createdAt })
      .from(demoRequests)
      .where(and(eq(demoRequests.ip, ip), gt(demoRequests.createdAt, new Date(Date.now() - DEMO_WINDOW_MS))))
      .orderBy(asc(demoRequests.createdAt))
      .limit(DEMO_REQUESTS_PER_HOUR);
    if (recent.length >= DEMO_REQUESTS_PER_HOUR) {
      // Allowed again once the oldest request in the window is an hour old.
      const retryAfter = Math.max(1, Math.ceil((recent[0]!.createdAt.getTime() + DEMO_WINDOW_MS - Date.now()) / 1000));
      throw new AppError(
        "rate_limited",
        `You have already sent ${DEMO_REQUESTS_PER_HOUR} demo requests in the last hour. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
        { headers: { "Retry-After": String(retryAfter) } },
      );
    }
    const [row] = await tx
      .insert(demoRequests)
      .values({ ...fields, message: fields.message ?? null, ip })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await writeAudit(tx, {
      actorId: actor?.userId ?? null,
      action: "demo.requested",
      entityType: "demo_request",
      entityId: row.id,
      data: { company: row.company },
    });
    return row;
  });

  // After the commit: sendMail never throws, and a mail problem must not lose the stored request.
  await Promise.all([sendMail(salesNotification(request)), sendMail(requesterConfirmation(request))]);
  return { message: DEMO_SCHEDULED_MESSAGE, request };
}

/** Any non-empty value in the hidden field; an empty string is what a person's browser sends. */
function isHoneypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  return true;
}

function salesNotification(request: DemoRequestRow) {
  return {
    to: salesEmail(),
    subject: `Demo request: ${request.fullName}, ${request.company}`,
    ...composeMail([
      "A demo was requested on the Exportly website.",
      `Name: ${request.fullName}`,
      `Company: ${request.company}`,
      `Email: ${request.email}`,
      `Phone: ${request.phone}`,
      `Message: ${request.message ?? "(none)"}`,
      `Received: ${request.createdAt.toISOString()} (request ${request.id})`,
    ]),
  };
}

function requesterConfirmation(request: DemoRequestRow) {
  return {
    to: request.email,
    subject: "We received your Exportly demo request",
    ...composeMail([
      `Hello ${request.fullName},`,
      `Thank you for your interest in Exportly. We have received your demo request for ${request.company}, and someone from our team will contact you within two working days to agree on a time.`,
      "If you did not make this request, you can ignore this email.",
    ]),
  };
}
