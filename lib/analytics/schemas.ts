import { z } from "zod";
import { zText } from "@/lib/contract/schemas";

export const ZPageViewBody = z.object({
  path: zText({ error: "path is required." })
    .min(1, "path is required.")
    .max(2048, "path must be at most 2,048 characters.")
    .refine((p) => p.startsWith("/") && !p.startsWith("//"), "path must start with a single /."),
});
