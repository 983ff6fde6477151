import type { ReactNode } from "react";
import type { EnvelopeDto } from "@/lib/ebl/contract";
import { originalsText } from "@/lib/ebl/originals";
import { formatDecimal } from "@/lib/format/numbers";
import { formatDate, partyName, stateLabel, titleLine } from "./labels";
import styles from "./ebl.module.css";

type Doc = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value : typeof value === "number" ? String(value) : null;
const lines = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "") : [];
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A DCSA location: "Jawaharlal Nehru (INNSA)", or the code alone. */
function location(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const { UNLocationCode, locationName, freeText, countryCode } = value as Record<string, unknown>;
  const name = text(locationName) ?? text(freeText);
  const code = text(UNLocationCode) ?? text(countryCode);
  if (name && code) return `${name} (${code})`;
  return name ?? code;
}

/** A document party: its name and address lines as printed. */
function party(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const p = value as Record<string, unknown>;
  const address = p.address && typeof p.address === "object" ? (p.address as Record<string, unknown>) : null;
  const addressText = address
    ? [
        [text(address.street), text(address.streetNumber)].filter(Boolean).join(" "),
        [text(address.postCode), text(address.city)].filter(Boolean).join(" "),
        text(address.countryCode),
      ].filter(Boolean)
    : [];
  return (
    [
      text(p.partyName),
      ...lines(p.displayedAddress).concat(lines(p.addressLines)),
      ...(lines(p.displayedAddress).length || lines(p.addressLines).length ? [] : addressText),
    ]
      .filter(Boolean)
      .join("\n") || null
  );
}

function Box({
  title,
  children,
  wide,
  right,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  right?: boolean;
}) {
  return (
    <section className={`${styles.box} ${wide ? styles.wide : ""} ${right ? styles.right : ""}`} aria-label={title}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

function Value({ children }: { children: string | null | undefined }) {
  return children ? <p>{children}</p> : <p className={styles.missing}>Not given</p>;
}

/**
 * The transport document laid out like a paper bill of lading: parties on the left, carrier and
 * references on the right, then vessel and ports, the goods, containers and seals, and the
 * originals with the place and date of issue. A draft's missing fields read "Not given".
 */
export function BillOfLading({ envelope }: { envelope: EnvelopeDto }) {
  const doc: Doc = envelope.transportDocument ?? {};
  const parties = (doc.documentParties ?? {}) as Doc;
  const transports = (doc.transports ?? {}) as Doc;
  const voyage = list(transports.vesselVoyages)[0] as Doc | undefined;
  const items = list(doc.consignmentItems) as Doc[];
  const equipments = list(doc.utilizedTransportEquipments) as Doc[];
  const shippedOnBoard = doc.isShippedOnBoardType !== false;
  const onBoardDate = shippedOnBoard ? text(doc.shippedOnBoardDate) : text(doc.receivedForShipmentDate);
  const bookings = [
    ...new Set(items.map((item) => text(item.carrierBookingReference)).filter((b): b is string => !!b)),
  ];
  const notify = list(parties.notifyParties).map(party).filter(Boolean).join("\n\n");
  const consigneeTitle = envelope.isToOrder
    ? envelope.blankEndorsed || envelope.endorsee
      ? "Consignee / endorsee"
      : "Consignee (to order)"
    : "Consignee";

  return (
    <article className={styles.bill} aria-labelledby="bill-title">
      <header className={styles.billTitle}>
        <h2 id="bill-title">
          {envelope.isToOrder ? "Negotiable bill of lading" : "Bill of lading (straight, non-negotiable)"}
        </h2>
        <span>
          No. <strong>{text(doc.transportDocumentReference) ?? "—"}</strong> · {stateLabel(envelope.status)}
        </span>
      </header>
      <Box title="Shipper">
        <Value>{party(parties.shipper) ?? partyName(envelope.shipper)}</Value>
      </Box>
      <Box title="Carrier" right>
        <Value>{party(parties.issuingParty) ?? partyName(envelope.issuer)}</Value>
        {text(doc.carrierCode) ? (
          <p className={styles.muted}>
            Carrier code {text(doc.carrierCode)} ({text(doc.carrierCodeListProvider) ?? "—"})
          </p>
        ) : null}
      </Box>
      <Box title={consigneeTitle}>
        <Value>{titleLine(envelope)}</Value>
      </Box>
      <Box title="Booking and references" right>
        <Value>
          {[
            bookings.length ? `Booking ${bookings.join(", ")}` : null,
            text(doc.shippingInstructionsReference)
              ? `Shipping instructions ${text(doc.shippingInstructionsReference)}`
              : null,
          ]
            .filter(Boolean)
            .join("\n")}
        </Value>
      </Box>
      <Box title="Notify party">
        <Value>{notify}</Value>
      </Box>
      <Box title="Vessel and voyage" right>
        <Value>
          {voyage
            ? [
                text(voyage.vesselName),
                text(voyage.carrierExportVoyageNumber) ? `Voyage ${text(voyage.carrierExportVoyageNumber)}` : null,
              ]
                .filter(Boolean)
                .join(", ")
            : null}
        </Value>
      </Box>
      <Box title="Port of loading">
        <Value>{location(transports.portOfLoading)}</Value>
        {text(transports.plannedDepartureDate) ? (
          <p className={styles.muted}>Planned departure {formatDate(transports.plannedDepartureDate)}</p>
        ) : null}
      </Box>
      <Box title="Port of discharge" right>
        <Value>{location(transports.portOfDischarge)}</Value>
        {text(transports.plannedArrivalDate) ? (
          <p className={styles.muted}>Planned arrival {formatDate(transports.plannedArrivalDate)}</p>
        ) : null}
      </Box>
      <Box title="Description of goods" wide>
        {items.length === 0 ? (
          <p className={styles.missing}>Not given</p>
        ) : (
          <div className={styles.tableScroll} role="region" aria-label="Goods carried" tabIndex={0}>
            <table className={styles.goods}>
              <caption className="visually-hidden">Goods carried</caption>
              <thead>
                <tr>
                  <th scope="col">Marks</th>
                  <th scope="col">Packages</th>
                  <th scope="col">Description</th>
                  <th scope="col">HS code</th>
                  <th scope="col">Gross weight</th>
                  <th scope="col">Container</th>
                </tr>
              </thead>
              <tbody>
                {items.flatMap((item, i) => {
                  const cargo = list(item.cargoItems) as Doc[];
                  const rows = cargo.length > 0 ? cargo : [{} as Doc];
                  return rows.map((c, j) => {
                    const packaging = (c.outerPackaging ?? {}) as Doc;
                    const weight = (c.cargoGrossWeight ?? {}) as Doc;
                    return (
                      <tr key={`${i}-${j}`}>
                        <td>{j === 0 ? lines(item.shippingMarks).join("\n") || "—" : ""}</td>
                        <td>
                          {[
                            text(packaging.numberOfPackages) ? formatDecimal(String(packaging.numberOfPackages)) : null,
                            text(packaging.description),
                          ]
                            .filter(Boolean)
                            .join(" ") || "—"}
                        </td>
                        <td className={styles.preLine}>
                          {j === 0 ? lines(item.descriptionOfGoods).join("\n") || "—" : ""}
                        </td>
                        <td>{j === 0 ? lines(item.HSCodes).join(", ") || "—" : ""}</td>
                        <td className={styles.number}>
                          {text(weight.value)
                            ? `${formatDecimal(String(weight.value))} ${text(weight.unit) ?? ""}`.trim()
                            : "—"}
                        </td>
                        <td className={styles.wrap}>{text(c.equipmentReference) ?? "—"}</td>
                      </tr>
                    );
                  });
                })}
              </tbody>
            </table>
          </div>
        )}
      </Box>
      <Box title="Containers and seals" wide>
        <Value>
          {equipments
            .map((e) => {
              const equipment = (e.equipment ?? {}) as Doc;
              const seals = list(e.seals)
                .map((s) => text((s as Doc)?.number))
                .filter(Boolean);
              return [
                text(equipment.equipmentReference),
                text(equipment.ISOEquipmentCode),
                seals.length ? `seal${seals.length > 1 ? "s" : ""} ${seals.join(", ")}` : null,
                e.isShipperOwned === true ? "shipper-owned" : null,
              ]
                .filter(Boolean)
                .join(" · ");
            })
            .filter(Boolean)
            .join("\n")}
        </Value>
      </Box>
      <Box title={shippedOnBoard ? "Shipped on board" : "Received for shipment"}>
        <Value>{onBoardDate ? formatDate(onBoardDate) : null}</Value>
      </Box>
      <Box title="Freight and payment" right>
        <Value>
          {[
            doc.freightPaymentTermCode === "PRE"
              ? "Freight prepaid"
              : doc.freightPaymentTermCode === "COL"
                ? "Freight collect"
                : null,
            location(doc.invoicePayableAt) ? `Payable at ${location(doc.invoicePayableAt)}` : null,
          ]
            .filter(Boolean)
            .join("\n")}
        </Value>
      </Box>
      <Box title="Number of originals">
        <Value>{originalsText(doc)}</Value>
      </Box>
      <Box title="Place and date of issue" right>
        <Value>
          {[location(doc.placeOfIssue), text(doc.issueDate) ? formatDate(doc.issueDate) : null]
            .filter(Boolean)
            .join(", ")}
        </Value>
      </Box>
      {text(doc.termsAndConditions) ? (
        <Box title="Terms and conditions" wide>
          <details>
            <summary>Read the carrier&apos;s terms</summary>
            <p>{text(doc.termsAndConditions)}</p>
          </details>
        </Box>
      ) : null}
    </article>
  );
}
