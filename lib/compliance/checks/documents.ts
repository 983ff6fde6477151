import { compareDecimal, isDecimalString } from "@/lib/money/decimal";
import { hsDigits, isHsCode } from "@/lib/reference/hs-codes";
import { INCOTERMS } from "@/lib/templates/descriptors";
import type { CheckInput, DocView } from "./input";
import {
  arr,
  describeGroups,
  docsWith,
  finding,
  groupBy,
  linesOf,
  norm,
  obj,
  partyKey,
  str,
  type FieldRef,
  type Finding,
} from "./util";

/**
 * Cross-document consistency (UCP 600 art. 14(d)): parties, goods, weights, marks, ports and the
 * Incoterm must not conflict between the shipment's documents. Shared fields are entered once, so
 * a conflict comes from a document's override (lib/templates/merge.ts); each finding names every
 * document and field involved.
 */

const SEA_ONLY = new Set(INCOTERMS.filter((i) => i.seaOnly).map((i) => i.rule));

/** Compares one party (consignee, exporter) by name and country across the documents that show it. */
function partyCheck(docs: DocView[], key: "consignee" | "exporter", checkId: Finding["checkId"]): Finding[] {
  const items = docsWith(docs, key)
    .map((doc) => ({ doc, value: obj(doc.data[key]) }))
    .filter((i): i is { doc: DocView; value: Record<string, unknown> } => !!i.value && !!str(i.value.name));
  const groups = groupBy(items, (p) => `${partyKey(str(p.name)!)}|${str(p.country) ?? ""}`);
  if (groups.length < 2) return [];
  const label = key === "consignee" ? "consignee" : "exporter";
  return [
    finding(
      checkId,
      `The ${label} is not the same on every document: ${describeGroups(groups, (p: Record<string, unknown>) => `${str(p.name)}${str(p.country) ? ` (${str(p.country)})` : ""}`)}.`,
      {
        documents: items.map((i) => i.doc.name),
        fields: items.map((i) => ({ document: i.doc.name, path: `${key}.name` })),
        suggestion: `Use one ${label} everywhere: remove the override on the documents that differ, or correct it.`,
      },
    ),
  ];
}

/** Per goods line: documents whose value of `column` differs. */
function lineColumnCheck(
  docs: DocView[],
  column: string,
  checkId: Finding["checkId"],
  describe: string,
  key: (v: string) => string,
): Finding[] {
  const withLines = docsWith(docs, "lineItems");
  const maxLines = Math.max(0, ...withLines.map((d) => linesOf(d).length));
  const differing: { line: number; groups: { value: string; docs: DocView[] }[] }[] = [];
  for (let i = 0; i < maxLines; i++) {
    const items = withLines
      .map((doc) => ({ doc, value: str(linesOf(doc)[i]?.[column]) }))
      .filter((x): x is { doc: DocView; value: string } => x.value !== undefined);
    const groups = groupBy(items, key);
    if (groups.length > 1) differing.push({ line: i, groups });
  }
  if (!differing.length) return [];
  const first = differing[0]!;
  const fields: FieldRef[] = differing.flatMap((d) =>
    d.groups.flatMap((g) => g.docs.map((doc) => ({ document: doc.name, path: `lineItems.${d.line}.${column}` }))),
  );
  return [
    finding(
      checkId,
      `${describe} differs between documents on ${differing.length} goods line${differing.length === 1 ? "" : "s"}; line ${first.line + 1}: ${describeGroups(first.groups, (v: string) => v)}.`,
      {
        documents: differing.flatMap((d) => d.groups.flatMap((g) => g.docs.map((doc) => doc.name))),
        fields,
        suggestion:
          "Goods lines are shared by every document: remove the goods override on the document that differs, or correct it.",
      },
    ),
  ];
}

function totalCheck(
  docs: DocView[],
  total: "totalGrossWeight" | "totalPackages",
  column: string,
  checkId: Finding["checkId"],
  describe: string,
  unit: string,
): Finding[] {
  const items = docsWith(docs, "lineItems")
    .filter((d) => linesOf(d).length > 0)
    .map((doc) => ({ doc, value: String(doc.totals[total]) }));
  const groups = groupBy(items, (v) => (isDecimalString(v) ? String(Number(v)) : v));
  if (groups.length < 2) return [];
  // Point at the lines whose value differs from the first document's.
  const base = linesOf(groups[0]!.docs[0]!);
  const fields: FieldRef[] = [];
  for (const group of groups.slice(1)) {
    for (const doc of group.docs) {
      linesOf(doc).forEach((line, i) => {
        const a = str(String(line[column] ?? ""));
        const b = str(String(base[i]?.[column] ?? ""));
        if (a !== b) fields.push({ document: doc.name, path: `lineItems.${i}.${column}` });
      });
    }
  }
  for (const doc of groups[0]!.docs.slice(0, 1)) {
    const firstDiff = fields[0]?.path;
    if (firstDiff) fields.push({ document: doc.name, path: firstDiff });
  }
  return [
    finding(
      checkId,
      `${describe} differs between documents: ${describeGroups(groups, (v: string) => `${v}${unit}`)}.`,
      {
        documents: items.map((i) => i.doc.name),
        fields,
        suggestion:
          "Correct the goods lines on the document that differs (or remove its goods override), then re-run the checks.",
      },
    ),
  ];
}

function netExceedsGross(docs: DocView[]): Finding[] {
  const bad: FieldRef[] = [];
  const lines = new Set<number>();
  for (const doc of docsWith(docs, "lineItems")) {
    linesOf(doc).forEach((line, i) => {
      const net = str(line.netWeight);
      const gross = str(line.grossWeight);
      if (net && gross && isDecimalString(net) && isDecimalString(gross) && compareDecimal(net, gross) > 0) {
        bad.push({ document: doc.name, path: `lineItems.${i}.netWeight` });
        lines.add(i + 1);
      }
    });
  }
  if (!bad.length) return [];
  const shown = [...lines].slice(0, 5).join(", ");
  return [
    finding(
      "weights.net_exceeds_gross",
      `The net weight is above the gross weight on goods line${lines.size === 1 ? "" : "s"} ${shown}${lines.size > 5 ? "…" : ""}.`,
      {
        documents: bad.map((b) => b.document),
        fields: bad,
        suggestion: "Net weight is the goods alone, gross includes packing: correct whichever is wrong.",
      },
    ),
  ];
}

const splitList = (v: unknown) =>
  (str(v) ?? "")
    .toUpperCase()
    .split(/[\s,;]+/)
    .filter(Boolean)
    .sort()
    .join(",");

function containerCheck(docs: DocView[]): Finding[] {
  const out: Finding[] = [];
  for (const [key, label] of [
    ["containerNumbers", "Container numbers"],
    ["sealNumbers", "Seal numbers"],
  ] as const) {
    const items = docsWith(docs, key)
      .map((doc) => ({ doc, value: splitList(doc.data[key]) }))
      .filter((i) => i.value);
    const groups = groupBy(items, (v) => v);
    if (groups.length > 1)
      out.push(
        finding("marks.mismatch", `${label} differ between documents: ${describeGroups(groups, (v: string) => v)}.`, {
          documents: items.map((i) => i.doc.name),
          fields: items.map((i) => ({ document: i.doc.name, path: key })),
          suggestion: `Enter the same ${label.toLowerCase()} on every document.`,
        }),
      );
  }
  return out;
}

function sharedValueCheck(
  docs: DocView[],
  key: string,
  checkId: Finding["checkId"],
  describe: string,
  read: (v: unknown) => string | undefined,
  path = key,
): Finding[] {
  const items = docsWith(docs, key)
    .map((doc) => ({ doc, value: read(doc.data[key]) }))
    .filter((i): i is { doc: DocView; value: string } => !!i.value);
  const groups = groupBy(items, norm);
  if (groups.length < 2) return [];
  return [
    finding(checkId, `${describe} differs between documents: ${describeGroups(groups, (v: string) => v)}.`, {
      documents: items.map((i) => i.doc.name),
      fields: items.map((i) => ({ document: i.doc.name, path })),
      suggestion: `Use one ${describe.toLowerCase()} on every document: remove the override on the document that differs.`,
    }),
  ];
}

const portCode = (v: unknown) => str(obj(v)?.code);
const incotermText = (v: unknown) => {
  const rule = str(obj(v)?.rule);
  return rule ? `${rule}${str(obj(v)?.place) ? ` ${str(obj(v)?.place)}` : ""}` : undefined;
};

/** Containers are used when a document names them or the eBL carries equipment. */
export function containerised(input: CheckInput): boolean {
  const named = input.documents.some((d) => str(d.data.containerNumbers) || str(d.data.containerType));
  const ebl = input.ebl ? arr(input.ebl.document.utilizedTransportEquipments).length > 0 : false;
  return Boolean(named || ebl);
}

function incotermChecks(input: CheckInput): Finding[] {
  const out: Finding[] = [];
  const docs = input.documents;
  const withRule = docsWith(docs, "incoterm").filter((d) => str(obj(d.data.incoterm)?.rule));
  // The rule as the invoice states it (else any document), for the mode and insurance checks.
  const main = withRule.find((d) => d.name === "commercial_invoice") ?? withRule[0];
  const rule = main ? str(obj(main.data.incoterm)?.rule)! : undefined;
  if (!rule || !main) return out;

  if (SEA_ONLY.has(rule)) {
    const offending = docs.filter((d) => {
      const mode = str(d.data.transportMode);
      return mode !== undefined && mode !== "sea";
    });
    if (offending.length) {
      const mode = str(offending[0]!.data.transportMode)!;
      out.push(
        finding("incoterm.mode_mismatch", `${rule} is a sea-only rule, but the mode of transport is ${mode}.`, {
          documents: [main.name, ...offending.map((d) => d.name)],
          fields: [
            { document: main.name, path: "incoterm.rule" },
            ...offending.map((d) => ({ document: d.name, path: "transportMode" })),
          ],
          suggestion: `Use ${rule === "FOB" || rule === "FAS" ? "FCA" : rule === "CFR" ? "CPT" : "CIP"} for ${mode} transport.`,
        }),
      );
    } else if (containerised(input)) {
      out.push(
        finding(
          "incoterm.container_fob",
          `${rule} is meant for goods loaded on board by the seller; containers are handed over at the terminal before loading.`,
          {
            documents: [main.name],
            fields: [{ document: main.name, path: "incoterm.rule" }],
            suggestion: `Consider ${rule === "FOB" || rule === "FAS" ? "FCA" : rule === "CFR" ? "CPT" : "CIP"} (same split of costs, risk passes at the terminal).`,
          },
        ),
      );
    }
  }

  if (rule === "CIF" || rule === "CIP") {
    const insurance = docs.find((d) => d.name === "insurance_certificate");
    if (!insurance || !str(insurance.data.insuredValue)) {
      out.push(
        finding(
          "incoterm.insurance_missing",
          insurance
            ? `Under ${rule} the seller insures the goods, but the insurance certificate has no insured value yet.`
            : `Under ${rule} the seller insures the goods, but the shipment has no insurance certificate.`,
          {
            documents: insurance ? [main.name, insurance.name] : [main.name],
            fields: insurance
              ? [{ document: insurance.name, path: "insuredValue" }]
              : [{ document: main.name, path: "incoterm.rule" }],
            suggestion: insurance
              ? "Enter the insured value (at least 110 % of the CIF/CIP value)."
              : "Add the insurance certificate to the shipment and fill it in.",
          },
        ),
      );
    }
  }
  return out;
}

export function documentChecks(input: CheckInput): Finding[] {
  const docs = input.documents;
  const hsKey = (v: string) => hsDigits(v).slice(0, 6);
  const hsInvalid: FieldRef[] = [];
  const badCodes = new Set<string>();
  for (const doc of docsWith(docs, "lineItems")) {
    linesOf(doc).forEach((line, i) => {
      const code = str(line.hsCode);
      if (code && !isHsCode(code)) {
        hsInvalid.push({ document: doc.name, path: `lineItems.${i}.hsCode` });
        badCodes.add(code);
      }
    });
  }
  return [
    ...partyCheck(docs, "consignee", "parties.consignee_mismatch"),
    ...partyCheck(docs, "exporter", "parties.exporter_mismatch"),
    ...lineColumnCheck(docs, "hsCode", "goods.hs_mismatch", "The HS code", hsKey),
    ...(hsInvalid.length
      ? [
          finding(
            "goods.hs_invalid",
            `Not an HS 2022 code: ${[...badCodes].slice(0, 5).join(", ")}${badCodes.size > 5 ? "…" : ""}.`,
            {
              documents: hsInvalid.map((f) => f.document),
              fields: hsInvalid,
              suggestion: "Use a six-digit HS 2022 subheading, or an 8/10-digit national code that starts with one.",
            },
          ),
        ]
      : []),
    ...lineColumnCheck(docs, "quantity", "goods.quantity_mismatch", "The quantity", (v) =>
      isDecimalString(v) ? String(Number(v)) : v,
    ),
    ...totalCheck(docs, "totalPackages", "packages", "goods.package_count_mismatch", "The number of packages", ""),
    ...totalCheck(docs, "totalGrossWeight", "grossWeight", "weights.gross_mismatch", "The total gross weight", " kg"),
    ...netExceedsGross(docs),
    ...lineColumnCheck(docs, "marks", "marks.mismatch", "Marks and numbers", norm),
    ...containerCheck(docs),
    ...sharedValueCheck(docs, "portOfLoading", "ports.loading_mismatch", "The port of loading", portCode),
    ...sharedValueCheck(docs, "portOfDischarge", "ports.discharge_mismatch", "The port of discharge", portCode),
    ...sharedValueCheck(docs, "incoterm", "incoterm.mismatch", "The Incoterm", incotermText, "incoterm.rule"),
    ...incotermChecks(input),
  ];
}
