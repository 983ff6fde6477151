import type { TemplateKey } from "@/lib/templates/descriptors";
import type { LetterOfCreditTerms } from "@/lib/letters-of-credit/schemas";
import { buildDocuments, type CheckInput, type EblView, type PaymentView } from "./input";

/**
 * A complete, consistent shipment under a letter of credit, for the engine's tests and the
 * benchmark: eight documents, shared goods lines, an LC that every document satisfies. Values are
 * worked out by hand (docs/compliance.md): two lines, 1,000 × 4.25 + 500 × 6.00 = 7,250.00, plus
 * freight 400.00 and insurance 50.00 = 7,700.00 USD; 110 % = 8,470.00; gross 385.000 kg; 30
 * packages. Shipped 2026-06-01, checked on 2026-06-10.
 */
export type Fixture = {
  today: string;
  templates: TemplateKey[];
  sharedData: Record<string, unknown>;
  /** Each document's own fields and overrides, as stored (lib/templates/merge.ts). */
  docs: Partial<Record<TemplateKey, { own?: Record<string, unknown>; overrides?: Record<string, unknown> }>>;
  letterOfCredit: LetterOfCreditTerms | null;
  ebl: EblView | null;
  payments: PaymentView[];
};

export const line = (i: number) => ({
  description: i % 2 === 0 ? "Men's cotton shirts, woven" : "Men's cotton trousers",
  hsCode: i % 2 === 0 ? "620520" : "620342",
  quantity: i % 2 === 0 ? "1000" : "500",
  unit: "PCS",
  unitPrice: i % 2 === 0 ? "4.25" : "6.00",
  netWeight: i % 2 === 0 ? "200.000" : "150.000",
  grossWeight: i % 2 === 0 ? "220.000" : "165.000",
  packages: i % 2 === 0 ? 20 : 10,
  packageKind: "Cartons",
  marks: i % 2 === 0 ? "AT/DXB/1-20" : "AT/DXB/21-30",
});

export function cleanFixture(): Fixture {
  return {
    today: "2026-06-10",
    templates: [
      "proforma_invoice",
      "commercial_invoice",
      "packing_list",
      "certificate_of_origin",
      "bill_of_lading_instructions",
      "shipping_bill",
      "insurance_certificate",
      "bill_of_exchange",
    ],
    sharedData: {
      exporter: {
        name: "Asha Verma",
        company: "Asha Textiles Pvt Ltd",
        address: "12 Mill Road, Lower Parel",
        city: "Mumbai",
        country: "IN",
        taxId: "27AAPFU0939F1ZV",
      },
      consignee: { name: "Gulf Traders LLC", address: "Port Saeed", city: "Dubai", country: "AE" },
      portOfLoading: { code: "INNSA", name: "Nhava Sheva" },
      portOfDischarge: { code: "AEJEA", name: "Jebel Ali" },
      incoterm: { rule: "CIP", place: "Jebel Ali" },
      currency: "USD",
      transportMode: "sea",
      departureDate: "2026-06-01",
      countryOfOrigin: "IN",
      countryOfDestination: "AE",
      lineItems: [line(0), line(1)],
    },
    docs: {
      proforma_invoice: { own: { proformaNumber: "PI-42", proformaDate: "2026-04-20" } },
      commercial_invoice: {
        own: {
          invoiceNumber: "EXP/2026/0042",
          invoiceDate: "2026-05-28",
          freight: "400.00",
          insurance: "50.00",
          lcNumber: "LC/2026/0042",
        },
      },
      packing_list: {
        own: {
          packingListNumber: "PL-42",
          packingListDate: "2026-05-28",
          containerNumbers: "MSKU1234565",
          sealNumbers: "SL0042",
        },
      },
      certificate_of_origin: { own: { issuingBody: "FIEO Mumbai", dateOfIssue: "2026-05-29" } },
      bill_of_lading_instructions: {
        own: {
          bookingNumber: "BK-42",
          freightTerms: "prepaid",
          containerNumbers: "MSKU1234565",
          sealNumbers: "SL0042",
        },
      },
      shipping_bill: {
        own: {
          iec: "AAPFU0939F",
          gstin: "27AAPFU0939F1ZV",
          adCode: "12345678901234",
          portCode: "INNSA1",
          scheme: "free",
        },
      },
      insurance_certificate: {
        own: {
          policyNumber: "POL-42",
          insurer: "New India Assurance",
          insuredValue: "8470.00",
          dateOfIssue: "2026-05-30",
          cover: "icc_a",
        },
      },
      bill_of_exchange: {
        own: {
          billDate: "2026-06-02",
          amount: "7700.00",
          tenor: "at_sight",
          drawee: { name: "Emirates Trade Bank", address: "Deira", country: "AE" },
        },
      },
    },
    letterOfCredit: {
      documentaryCreditNumber: "LC/2026/0042",
      dateOfIssue: "2026-05-01",
      expiryDate: "2026-07-15",
      expiryPlace: "MUMBAI, INDIA",
      applicant: "GULF TRADERS LLC\nPORT SAEED, DUBAI",
      beneficiary: "ASHA TEXTILES PVT LTD\n12 MILL ROAD, MUMBAI",
      currency: "USD",
      amount: "7700.00",
      tolerancePlusPercent: 5,
      toleranceMinusPercent: 5,
      partialShipments: "not_allowed",
      transhipment: "not_allowed",
      placeOfTakingInCharge: null,
      portOfLoading: "NHAVA SHEVA, INDIA",
      portOfDischarge: "JEBEL ALI, UAE",
      placeOfFinalDestination: null,
      latestShipmentDate: "2026-06-05",
      goodsDescription:
        "MEN'S COTTON SHIRTS AND TROUSERS AS PER PROFORMA INVOICE NO. PI-42, CIP JEBEL ALI INCOTERMS 2020",
      documentsRequired: [
        "commercial_invoice",
        "packing_list",
        "bill_of_lading",
        "certificate_of_origin",
        "insurance_certificate",
      ],
      documentsRequiredText: null,
      additionalConditions: null,
      presentationPeriodDays: 21,
    },
    ebl: null,
    payments: [{ amount: "2000.00", currency: "USD", paymentDate: "2026-05-02" }],
  };
}

/** A draft eBL that agrees with the clean fixture. */
export const consistentEbl = (): EblView => ({
  id: "00000000-0000-4000-8000-000000000042",
  status: "DRAFT",
  document: {
    shippedOnBoardDate: "2026-06-01",
    documentParties: { shipper: { partyName: "Asha Textiles Pvt Ltd" }, consignee: { partyName: "Gulf Traders LLC" } },
    transports: {
      portOfLoading: { UNLocationCode: "INNSA" },
      portOfDischarge: { UNLocationCode: "AEJEA" },
      vesselVoyages: [{ vesselName: "MAERSK ESSEN", carrierExportVoyageNumber: "612W" }],
    },
    consignmentItems: [
      {
        HSCodes: ["620520"],
        cargoItems: [{ cargoGrossWeight: { value: 220, unit: "KGM" }, outerPackaging: { numberOfPackages: 20 } }],
      },
      {
        HSCodes: ["620342"],
        cargoItems: [{ cargoGrossWeight: { value: 165, unit: "KGM" }, outerPackaging: { numberOfPackages: 10 } }],
      },
    ],
    utilizedTransportEquipments: [{ equipment: { equipmentReference: "MSKU1234565" } }],
  },
});

export function toInput(f: Fixture): CheckInput {
  return {
    shipmentId: "00000000-0000-4000-8000-000000000001",
    today: f.today,
    documents: buildDocuments(
      f.templates,
      f.sharedData,
      Object.entries(f.docs).map(([name, d]) => ({
        name,
        data: { own: d?.own ?? {}, overrides: d?.overrides ?? {} },
        state: "draft" as const,
      })),
    ),
    ebl: f.ebl,
    letterOfCredit: f.letterOfCredit,
    payments: f.payments,
  };
}
