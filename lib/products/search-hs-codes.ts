import { searchHsCodes } from "@/lib/reference/hs-codes";

export type SearchHsCodesOptions = { query: string; limit?: number };

/** HS 2022 subheadings for the HS code picker, best first (see searchHsCodes); reference data, the same for every user. */
export function searchHsCodeOptions({
  query,
  limit = 20,
}: SearchHsCodesOptions): { code: string; description: string }[] {
  return searchHsCodes(query, limit);
}
