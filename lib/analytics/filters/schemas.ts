import { z } from "zod";

export const ZFilterOptions = z.object({
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
  currencies: z.array(z.string()),
  partners: z.array(z.string()),
  statuses: z.array(z.string()),
});
export type FilterOptions = z.infer<typeof ZFilterOptions>;
