import { z } from "zod";
import { zText } from "@/lib/contract/schemas";

export const ZFilterOptions = z.object({
  countries: z.array(z.object({ code: zText(), name: zText() })),
  currencies: z.array(zText()),
  partners: z.array(zText()),
  statuses: z.array(zText()),
});
export type FilterOptions = z.infer<typeof ZFilterOptions>;
