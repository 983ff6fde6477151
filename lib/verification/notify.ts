import type { UserRow } from "@/models";
import { composeMail } from "@/lib/mail/layout";
import { sendMail } from "@/lib/mail/send-mail";

export type VerificationEvent = "submitted" | "approved" | "rejected" | "suspended" | "reinstated";

const MESSAGES: Record<VerificationEvent, { subject: string; body: (reason: string | null) => string[] }> = {
  submitted: {
    subject: "We received your business verification",
    body: () => [
      "Thank you: we have received your business details and documents.",
      "Our team reviews them; a review takes 24 hours or more. We will email you when it is done.",
    ],
  },
  approved: {
    subject: "Your business is verified",
    body: () => [
      "Your business is verified. You can now issue and take control of electronic bills of lading on Exportly.",
    ],
  },
  rejected: {
    subject: "Your business verification needs changes",
    body: (reason) => [
      "We could not verify your business with the details and documents you sent. Our reviewer wrote:",
      reason ?? "",
      "Please correct them on the Verify business page and submit again.",
    ],
  },
  suspended: {
    subject: "Your Exportly business account is suspended",
    body: (reason) => [
      "Your business's verification is suspended: you have been signed out everywhere and your personal API tokens were revoked. Until it is reinstated you can sign in to read your data and reach support, but not make changes.",
      `Reason: ${reason ?? ""}`,
      "Reply to this email or use Contact support if you think this is a mistake.",
    ],
  },
  reinstated: {
    subject: "Your Exportly business account is reinstated",
    body: () => ["Your business's verification is reinstated. You can issue and take control of eBLs again."],
  },
};

/**
 * Emails the user about a change of their verification. Called after the change commits:
 * sendMail may write the outbox through its own connection, which must not wait on our
 * transaction (PGlite has one connection). sendMail never throws.
 */
export async function notifyVerificationChange(
  user: Pick<UserRow, "email" | "firstName">,
  event: VerificationEvent,
  reason: string | null = null,
): Promise<void> {
  const message = MESSAGES[event];
  await sendMail({
    to: user.email,
    subject: message.subject,
    ...composeMail([`Hello ${user.firstName},`, ...message.body(reason)]),
  });
}
