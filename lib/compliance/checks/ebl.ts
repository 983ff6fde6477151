import { compareDecimal, fromUnits, isDecimalString, toUnits } from "@/lib/money/decimal";
import { hsDigits } from "@/lib/reference/hs-codes";
import type { CheckInput } from "./input";
import { arr, finding, linesOf, obj, sameParty, str, type FieldRef, type Finding } from "./util";

/**
 * The shipment's electronic bill of lading (its DCSA TransportDocument, lib/ebl) against the
 * documents: shipper and consignee names, ports, HS codes, packages and gross weight. One finding
 * per differing item, all under `ebl.differs_from_documents` (UCP 600 art. 14(d), art. 20).
 */
export function eblChecks(input: CheckInput): Finding[] {
  const ebl = input.ebl;
  if (!ebl) return [];
  const td = ebl.document;
  const out: Finding[] = [];
  // The document the comparison is against: the B/L instructions when present, else the invoice.
  const ref =
    input.documents.find((d) => d.name === "bill_of_lading_instructions") ??
    input.documents.find((d) => d.name === "commercial_invoice") ??
    input.documents[0];
  if (!ref) return out;
  const differ = (what: string, eblValue: string, docValue: string, eblPath: string, docPath: string) =>
    out.push(
      finding(
        "ebl.differs_from_documents",
        `${what}: the eBL shows ${eblValue}, the ${ref.name.replace(/_/g, " ")} ${docValue}.`,
        {
          documents: ["ebl", ref.name],
          fields: [
            { document: "ebl", path: eblPath },
            { document: ref.name, path: docPath },
          ] satisfies FieldRef[],
          suggestion: "Correct the document or ask the carrier to amend the draft eBL before issue.",
        },
      ),
    );

  const parties = obj(td.documentParties);
  for (const [role, key, label] of [
    ["shipper", "exporter", "Shipper"],
    ["consignee", "consignee", "Consignee"],
  ] as const) {
    const eblName = str(obj(parties?.[role])?.partyName);
    const docName = str(obj(ref.data[key])?.company) ?? str(obj(ref.data[key])?.name);
    const alt = str(obj(ref.data[key])?.name);
    if (eblName && docName && !sameParty(eblName, docName) && !(alt && sameParty(eblName, alt)))
      differ(label, eblName, docName, `documentParties.${role}.partyName`, `${key}.name`);
  }
  const transports = obj(td.transports);
  for (const [port, label] of [
    ["portOfLoading", "Port of loading"],
    ["portOfDischarge", "Port of discharge"],
  ] as const) {
    const eblCode = str(obj(transports?.[port])?.UNLocationCode);
    const docCode = str(obj(ref.data[port])?.code);
    if (eblCode && docCode && eblCode.toUpperCase() !== docCode.toUpperCase())
      differ(label, eblCode, docCode, `transports.${port}.UNLocationCode`, port);
  }
  const items = arr(td.consignmentItems);
  const eblHs = new Set(
    items.flatMap((i) => (Array.isArray(i.HSCodes) ? i.HSCodes : []).map((c) => hsDigits(String(c)).slice(0, 6))),
  );
  const docHs = new Set(
    linesOf(ref)
      .map((l) => str(l.hsCode))
      .filter((c): c is string => !!c)
      .map((c) => hsDigits(c).slice(0, 6)),
  );
  const missing = [...docHs].filter((c) => !eblHs.has(c));
  if (eblHs.size && docHs.size && (missing.length || [...eblHs].some((c) => !docHs.has(c))))
    differ(
      "HS codes",
      [...eblHs].join(", "),
      [...docHs].join(", "),
      "consignmentItems.0.HSCodes",
      "lineItems.0.hsCode",
    );

  const cargo = items.flatMap((i) => arr(i.cargoItems));
  if (cargo.length) {
    const packages = cargo.reduce((n, c) => n + (Number(obj(c.outerPackaging)?.numberOfPackages) || 0), 0);
    if (packages && ref.totals.totalPackages && packages !== ref.totals.totalPackages)
      differ(
        "Packages",
        String(packages),
        String(ref.totals.totalPackages),
        "consignmentItems.0.cargoItems.0.outerPackaging.numberOfPackages",
        "lineItems.0.packages",
      );
    let grams = 0n;
    let counted = false;
    for (const c of cargo) {
      const w = obj(c.cargoGrossWeight);
      const value = typeof w?.value === "number" ? w.value.toFixed(3) : str(w?.value);
      if (!value || !isDecimalString(value, 3)) continue;
      // Pounds to kilograms at the exact legal factor 0.45359237, rounded to the gram.
      grams += str(w?.unit) === "LBR" ? (toUnits(value, 3) * 45359237n + 50000000n) / 100000000n : toUnits(value, 3);
      counted = true;
    }
    const eblKg = fromUnits(grams, 3);
    if (counted && grams > 0n && compareDecimal(eblKg, ref.totals.totalGrossWeight) !== 0)
      differ(
        "Gross weight",
        `${eblKg} kg`,
        `${ref.totals.totalGrossWeight} kg`,
        "consignmentItems.0.cargoItems.0.cargoGrossWeight.value",
        "lineItems.0.grossWeight",
      );
  }
  return out;
}
