import { sql } from "drizzle-orm";
import { requireUserId, type Actor } from "@/lib/auth/actor";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { countryName } from "@/lib/reference/countries";
import { SHIPMENT_STATUSES } from "@/models/shipments";
import { scopedFacts } from "../scope";
import { byText, rowsOf } from "../reports/shared";
import type { FilterOptions } from "./schemas";

/** A picker lists names to choose from, not a directory: beyond this the partner filter is typed. */
export const MAX_PARTNER_OPTIONS = 500;

/**
 * What the report filters can choose from, read from the same scope the reports count
 * (`scopedFacts`), so a picker never offers a value no report of this user can match. A
 * currency is offered only from invoices the user can see: a sharee without the invoice learns
 * nothing of its value, not even its currency.
 */
export async function getFilterOptions({ actor, db }: { actor: Actor; db?: DbOrTx }): Promise<FilterOptions> {
  const userId = requireUserId(actor, "getFilterOptions");
  const handle = db ?? (await getDb());
  const [options] = await rowsOf<{
    countries: string[] | null;
    currencies: string[] | null;
    partners: string[] | null;
    statuses: string[] | null;
  }>(
    handle,
    sql`select array_agg(distinct f.destination_country) filter (where f.destination_country is not null) as countries,
               array_agg(distinct f.currency) filter (where f.currency is not null and f.value_visible) as currencies,
               array_agg(distinct f.partner_name) filter (where f.partner_name is not null) as partners,
               array_agg(distinct f.status::text) as statuses
          from ${scopedFacts(userId)} f`,
  );
  const statuses = new Set(options?.statuses ?? []);
  const partners = [...new Map((options?.partners ?? []).map((p) => [p.toLowerCase(), p])).values()];
  return {
    countries: (options?.countries ?? [])
      .map((code) => ({ code, name: countryName(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, "en")),
    currencies: [...(options?.currencies ?? [])].sort(byText),
    partners: partners.sort((a, b) => a.localeCompare(b, "en")).slice(0, MAX_PARTNER_OPTIONS),
    statuses: SHIPMENT_STATUSES.filter((s) => statuses.has(s)),
  };
}
