import { z } from "zod";
import { zText } from "@/lib/contract/schemas";

export const ZAcceptInvitationBody = z.object({
  token: zText({ error: "The invitation token is required." })
    .trim()
    .min(1, "The invitation token is required.")
    .max(200, "This invitation link is not valid."),
});

export const ZAcceptInvitationResponse = z.object({
  email: zText(),
  shares: z.number().int().describe("Shares of shipments attached to your account."),
  connections: z
    .number()
    .int()
    .describe("Network invitations attached to your account (answer them on the network page)."),
});
