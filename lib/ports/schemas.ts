import { ZLimit, zText } from "@/lib/contract/schemas";
import { z } from "zod";
import { parsePort } from "./port-label";

export const MAX_PORT_LENGTH = 200;

/** A port string (format in port-label.ts), normalised; a named UN/LOCODE must exist. */
export const ZPort = zText({
  error: (issue) => (issue.input === undefined || issue.input === null ? "Port is required." : "Port must be text."),
})
  .trim()
  .min(1, "Port is required.")
  .max(MAX_PORT_LENGTH, `Port must be at most ${MAX_PORT_LENGTH} characters.`)
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "Port contains characters that cannot be printed.")
  .transform((s, ctx) => {
    const parsed = parsePort(s);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.port;
  });

export const ZSavePortBody = z.object({ port: ZPort });

export const ZPortResponse = z.object({ port: zText() });

export const ZPortListResponse = z.object({
  /** The user's saved ports, in alphabetical order; the client shows options whose value and label are equal. */
  ports: z.array(zText()),
});

/** DELETE /api/ports/{port}: the saved string, URL-encoded in the path. */
export const ZPortParams = z.object({
  port: zText()
    .min(1)
    .max(MAX_PORT_LENGTH * 4),
});

export const ZSearchQuery = z.object({
  q: zText({ error: "Type at least 2 characters to search." })
    .trim()
    .min(2, "Type at least 2 characters to search.")
    .max(100, "The search text must be at most 100 characters."),
  limit: ZLimit({ max: 50, fallback: 20 }),
});

export const LOCATION_KINDS = ["seaport", "airport", "rail", "road", "inland_depot"] as const;

export const ZPortSearchResult = z.object({
  /** The five-character UN/LOCODE, e.g. INNSA. */
  code: zText(),
  name: zText(),
  /** ISO 3166-1 alpha-2. */
  country: zText(),
  countryName: zText().nullable(),
  subdivision: zText().nullable(),
  kinds: z.array(z.enum(LOCATION_KINDS)),
  /** The port string to save or put in a document: "INNSA — Jawaharlal Nehru (Nhava Sheva), IN". */
  label: zText(),
});
export type PortSearchResult = z.infer<typeof ZPortSearchResult>;

export const ZPortSearchResponse = z.object({ locations: z.array(ZPortSearchResult) });
