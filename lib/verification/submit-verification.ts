import { eq } from "drizzle-orm";
import { businessVerifications, users } from "@/models";
import type { Actor } from "@/lib/auth/actor";
import { writeAudit } from "@/lib/audit/write-audit";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/contract/errors";
import { DOCUMENT_TYPE_LABELS, documentNoun, iecRequired, requiredDocumentTypes } from "./document-types";
import { toVerificationResponse } from "./dto";
import { notifyVerificationChange } from "./notify";
import { businessDocumentsOf, lockUser } from "./queries";
import type { VerificationDetails, VerificationResponse } from "./schemas";

export type SubmitVerificationOptions = { actor: Actor; details: VerificationDetails };

/**
 * The user's KYC submission: unverified or rejected → pending. The required documents must
 * have been uploaded first (POST /api/pdfdocs); a missing one answers 422 naming it.
 */
export async function submitVerification({
  actor,
  details: submitted,
}: SubmitVerificationOptions): Promise<VerificationResponse> {
  // The IEC by role (document-types.ts): required of an exporter or importer in India, not kept for others.
  const needsIec = iecRequired(submitted.country, actor.role);
  if (needsIec && !submitted.iec) {
    const message = "IEC is required for an exporter or importer in India.";
    throw new AppError("validation_failed", message, { issues: [{ path: "iec", message }] });
  }
  const details = needsIec ? submitted : { ...submitted, iec: undefined };
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const user = await lockUser(tx, actor.userId);
    if (user.verificationState === "pending")
      throw new AppError("conflict", "Your verification is already under review; a review takes 24 hours or more.");
    if (user.verificationState === "verified") throw new AppError("conflict", "Your business is already verified.");
    if (user.verificationState === "suspended")
      throw new AppError("unprocessable", "Your business is suspended. Please contact support to have it reinstated.");

    const uploaded = new Set((await businessDocumentsOf(tx, [user.id])).map((d) => d.documentType));
    const missing = requiredDocumentTypes(details.country, actor.role).filter((type) => !uploaded.has(type));
    if (missing.length) {
      throw new AppError(
        "unprocessable",
        `Upload the required documents first: ${missing.map((t) => DOCUMENT_TYPE_LABELS[t]).join(", ")}.`,
        {
          issues: missing.map((t) => ({
            path: `documents.${t}`,
            message: `Upload the ${documentNoun(t)}.`,
          })),
        },
      );
    }

    const now = new Date();
    const values = {
      details: details as Record<string, unknown>,
      submittedAt: now,
      reviewedAt: null,
      reviewerId: null,
      reason: null,
    };
    const [verification] = await tx
      .insert(businessVerifications)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: businessVerifications.userId, set: values })
      .returning();
    const [updated] = await tx
      .update(users)
      .set({ verificationState: "pending", updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await writeAudit(tx, {
      actorId: actor.userId,
      action: "verification.submitted",
      entityType: "user",
      entityId: user.id,
      data: { from: user.verificationState, to: "pending", country: details.country, documents: [...uploaded] },
    });
    return { user: updated!, verification: verification! };
  });
  await notifyVerificationChange(result.user, "submitted");
  return toVerificationResponse(result.user, result.verification);
}
