import type { DbOrTx } from "@/lib/db/client";
import type { TemplateKey } from "@/lib/templates/descriptors";
import type { ShipmentRow } from "@/models";
import { runChecks } from "./engine";
import { loadCheckInput } from "./load";
import type { Finding } from "./util";

export type OpenError = Pick<Finding, "checkId" | "message"> & { path: string };

/**
 * The compliance errors that concern document `name`, checked now over the owner's whole view of
 * the shipment (finalising is the owner's): what finalising asks the user to confirm. Each with
 * the field of this document it points at ("" when none), for the editor's error summary.
 */
export async function openComplianceErrors(tx: DbOrTx, shipment: ShipmentRow, name: TemplateKey): Promise<OpenError[]> {
  const { findings } = runChecks(await loadCheckInput(tx, { kind: "owner", shipment }));
  return findings
    .filter((f) => f.severity === "error" && f.documents.includes(name))
    .map((f) => ({
      checkId: f.checkId,
      message: f.message,
      path: f.fields.find((field) => field.document === name)?.path ?? "",
    }));
}
