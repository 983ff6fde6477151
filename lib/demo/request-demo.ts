import { demoRequests, type DemoRequestRow } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { logger } from "@/lib/observability/logger";
import { consumeLimit } from "@/lib/limits/limiter";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";
import { DEMO_SCHEDULED_MESSAGE, type DemoRequestBody } from "./schemas";

export const DEFAULT_SALES_EMAIL = "sales@exportly.local";

export const salesEmail = () => process.env.SALES_EMAIL?.trim() || DEFAULT_SALES_EMAIL;

export type RequestDemoOptions = DemoRequestBody & { actor: Actor | null; ip: string };
export type RequestDemoResult = { message: string; request: DemoRequestRow | null };

/**
 * Stores a demo booking, then mails the sales team and the requester. A filled-in honeypot gets
 * the same answer and is neither stored nor mailed (nor counted). Five requests per client address
 * per hour, counted atomically by the shared limits before anything is stored (docs/limits.md), so
 * two concurrent requests cannot both be the fifth.
 */
export async function requestDemo({ actor, ip, website, ...fields }: RequestDemoOptions): Promise<RequestDemoResult> {
  if (isHoneypotFilled(website)) {
    logger.info({ ip }, "demo request dropped by honeypot");
    return { message: DEMO_SCHEDULED_MESSAGE, request: null };
  }

  await consumeLimit("demoRequest", ip);
  const db = await getDb();
  const request = await db.transaction(async (tx) => {
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

/**
 * The requester's confirmation repeats nothing the visitor typed (not the name, not the company):
 * anyone can enter any address in the public form, so text chosen by the visitor would otherwise
 * reach a stranger's inbox from our domain, which makes the form a spam relay.
 */
function requesterConfirmation(request: DemoRequestRow) {
  return {
    to: request.email,
    subject: "We received your Exportly demo request",
    ...composeMail([
      "Hello,",
      "Thank you for your interest in Exportly. We have received a demo request made with this email address on our website, and someone from our team will contact you within two working days to agree on a time.",
      "If you did not make this request, you can ignore this email.",
    ]),
  };
}
