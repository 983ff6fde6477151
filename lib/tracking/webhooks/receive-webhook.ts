import { eq } from "drizzle-orm";
import { AppError } from "@/lib/contract/errors";
import { jsonValueProblem } from "@/lib/contract/schemas";
import { getDb } from "@/lib/db/client";
import { UUID_PATTERN } from "@/lib/db/keyset-cursor";
import { trackingSources } from "@/models";
import { ingestFromSource, type SourceIngestResult } from "@/lib/tracking/sources/ingest-from-source";
import { openSecret } from "@/lib/tracking/sources/secret-box";
import { generateWebhookSecret, verifySignature } from "./signature";

/** The most events one push may carry (the events endpoint's limit too). */
export const MAX_EVENTS_PER_PUSH = 1000;

/** One answer for every refusal of the signature check, so none tells an unknown id from a bad signature. */
const refused = () => new AppError("unauthorized", "The Notification-Signature does not match this webhook.");

/** A key no source has, for the constant work of refusing an unknown id. */
const DECOY_SECRET = generateWebhookSecret();

/**
 * A carrier's push (docs/tracking.md): the raw bytes are checked against the connection's secret
 * before anything else is looked at; an unknown or malformed connection id goes through the same
 * HMAC and the same 401. Then the JSON, the DCSA schema (400 with paths) and the ingest.
 */
export async function receiveWebhook({
  sourceId,
  body,
  signature,
}: {
  sourceId: string;
  body: Buffer;
  signature: string | null;
}): Promise<SourceIngestResult> {
  const db = await getDb();
  const [source] = UUID_PATTERN.test(sourceId)
    ? await db
        .select({
          id: trackingSources.id,
          ownerId: trackingSources.ownerId,
          webhookSecret: trackingSources.webhookSecret,
        })
        .from(trackingSources)
        .where(eq(trackingSources.id, sourceId.toLowerCase()))
    : [];
  const secret = source ? openSecret(source.webhookSecret) : DECOY_SECRET;
  if (!verifySignature(secret, body, signature) || !source) throw refused();

  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    throw new AppError("invalid_json", "The request body is not valid JSON.");
  }
  // Before the schema: ajv walks recursively (a document nested thousands deep would overflow the
  // stack), and PostgreSQL's jsonb refuses NUL characters.
  const problem = jsonValueProblem(parsed);
  if (problem) {
    const path = problem.path.join(".");
    throw new AppError("validation_failed", `${path || "The body"} ${problem.message}`, {
      issues: [{ path, message: problem.message }],
    });
  }
  const events = Array.isArray(parsed) ? parsed : [parsed];
  if (events.length > MAX_EVENTS_PER_PUSH)
    throw new AppError(
      "validation_failed",
      `A push may carry at most ${MAX_EVENTS_PER_PUSH.toLocaleString("en")} events; this one has ${events.length}.`,
    );
  return ingestFromSource(source, events);
}
