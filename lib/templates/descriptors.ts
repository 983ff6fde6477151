/**
 * The document templates as data: each template's sections and fields, which fields are shared
 * by every document of a shipment and which belong to one document. The server builds its zod
 * schemas from these descriptors (lib/templates/schemas.ts) and the editor renders its form
 * from them, so the two cannot drift apart.
 *
 * Client-safe: plain data, no server imports (the reference checks live in schemas.ts).
 */

export const TEMPLATE_KEYS = [
  "commercial_invoice",
  "proforma_invoice",
  "packing_list",
  "certificate_of_origin",
  "bill_of_lading_instructions",
  "shipping_bill",
  "insurance_certificate",
  "bill_of_exchange",
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];
export const isTemplateKey = (value: string): value is TemplateKey =>
  (TEMPLATE_KEYS as readonly string[]).includes(value);

export type FieldType =
  | "text"
  | "textarea"
  | "date"
  | "money"
  | "decimal"
  | "integer"
  | "enum"
  | "party"
  | "location"
  | "country"
  | "currency"
  | "incoterm"
  | "lineItems";

export type Option = { value: string; label: string };

export type FieldDescriptor = {
  /** Key in the document's `data` (and, for shared fields, in the shipment's shared data). */
  key: string;
  label: string;
  type: FieldType;
  /** Shared: entered once for the shipment, every document shows it; a document may override it. */
  shared: boolean;
  /** Needed before the document can be finalised (drafts may be incomplete). */
  requiredToFinalise?: boolean;
  options?: Option[];
  maxLength?: number;
  /** decimal: digits after the point. */
  scale?: number;
  min?: number;
  max?: number;
  /** Unit shown next to the input, e.g. "kg". */
  unit?: string;
  help?: string;
  placeholder?: string;
};

export type SectionDescriptor = { id: string; title: string; fields: FieldDescriptor[] };

export type TemplateDescriptor = {
  key: TemplateKey;
  title: string;
  description: string;
  sections: SectionDescriptor[];
  /** Which computed totals the document shows (see lib/templates/totals.ts). */
  totals: TotalKey[];
};

export type TotalKey =
  | "subtotal"
  | "freight"
  | "insurance"
  | "otherCharges"
  | "discount"
  | "total"
  | "totalPackages"
  | "totalNetWeight"
  | "totalGrossWeight"
  | "suggestedInsuredValue"
  | "totalInr";

/** Incoterms 2020 rules (ICC rule names are facts; no ICC text is copied). */
export const INCOTERMS: { rule: string; name: string; seaOnly: boolean; sellerPaysMainCarriage: boolean }[] = [
  { rule: "EXW", name: "Ex Works", seaOnly: false, sellerPaysMainCarriage: false },
  { rule: "FCA", name: "Free Carrier", seaOnly: false, sellerPaysMainCarriage: false },
  { rule: "CPT", name: "Carriage Paid To", seaOnly: false, sellerPaysMainCarriage: true },
  { rule: "CIP", name: "Carriage and Insurance Paid To", seaOnly: false, sellerPaysMainCarriage: true },
  { rule: "DAP", name: "Delivered at Place", seaOnly: false, sellerPaysMainCarriage: true },
  { rule: "DPU", name: "Delivered at Place Unloaded", seaOnly: false, sellerPaysMainCarriage: true },
  { rule: "DDP", name: "Delivered Duty Paid", seaOnly: false, sellerPaysMainCarriage: true },
  { rule: "FAS", name: "Free Alongside Ship", seaOnly: true, sellerPaysMainCarriage: false },
  { rule: "FOB", name: "Free on Board", seaOnly: true, sellerPaysMainCarriage: false },
  { rule: "CFR", name: "Cost and Freight", seaOnly: true, sellerPaysMainCarriage: true },
  { rule: "CIF", name: "Cost, Insurance and Freight", seaOnly: true, sellerPaysMainCarriage: true },
];

export const TRANSPORT_MODES: Option[] = [
  { value: "sea", label: "Sea" },
  { value: "air", label: "Air" },
  { value: "road", label: "Road" },
  { value: "rail", label: "Rail" },
  { value: "multimodal", label: "Multimodal" },
];

/** Suggested units (UN/ECE Rec. 20 style short names); any short text is accepted. */
export const UNIT_SUGGESTIONS = [
  "PCS",
  "KG",
  "MT",
  "MTR",
  "SQM",
  "LTR",
  "SET",
  "PAIR",
  "DOZ",
  "BOX",
  "CTN",
  "BAG",
  "ROLL",
];
export const PACKAGE_KINDS = [
  "Cartons",
  "Pallets",
  "Bags",
  "Drums",
  "Crates",
  "Bales",
  "Boxes",
  "Rolls",
  "Bundles",
  "Cases",
];

/** Party sub-fields (exporter, consignee, buyer, notify party, drawee). */
export const PARTY_FIELDS: FieldDescriptor[] = [
  { key: "name", label: "Name", type: "text", shared: true, maxLength: 200, requiredToFinalise: true },
  { key: "company", label: "Company", type: "text", shared: true, maxLength: 200 },
  { key: "address", label: "Address", type: "textarea", shared: true, maxLength: 500, requiredToFinalise: true },
  { key: "city", label: "City", type: "text", shared: true, maxLength: 100 },
  { key: "postalCode", label: "Postal code", type: "text", shared: true, maxLength: 20 },
  { key: "country", label: "Country", type: "country", shared: true, requiredToFinalise: true },
  { key: "email", label: "Email", type: "text", shared: true, maxLength: 254 },
  { key: "phone", label: "Phone", type: "text", shared: true, maxLength: 40 },
  { key: "taxId", label: "Tax id (GSTIN, EORI, VAT…)", type: "text", shared: true, maxLength: 40 },
];

/** Line-item columns (the shipment's goods, shared by every document). */
export const LINE_ITEM_FIELDS: FieldDescriptor[] = [
  {
    key: "description",
    label: "Description of goods",
    type: "textarea",
    shared: true,
    maxLength: 500,
    requiredToFinalise: true,
  },
  {
    key: "hsCode",
    label: "HS code",
    type: "text",
    shared: true,
    maxLength: 12,
    help: "6 digits (HS 2022), or an 8/10-digit national code such as ITC(HS).",
  },
  { key: "quantity", label: "Quantity", type: "decimal", shared: true, scale: 3, requiredToFinalise: true },
  { key: "unit", label: "Unit", type: "text", shared: true, maxLength: 16, requiredToFinalise: true },
  { key: "unitPrice", label: "Unit price", type: "money", shared: true },
  { key: "netWeight", label: "Net weight", type: "decimal", shared: true, scale: 3, unit: "kg" },
  { key: "grossWeight", label: "Gross weight", type: "decimal", shared: true, scale: 3, unit: "kg" },
  { key: "packages", label: "Packages", type: "integer", shared: true, min: 0, max: 1_000_000 },
  { key: "packageKind", label: "Kind of packages", type: "text", shared: true, maxLength: 40 },
  { key: "marks", label: "Marks and numbers", type: "textarea", shared: true, maxLength: 300 },
  { key: "originCountry", label: "Origin", type: "country", shared: true },
];
export const MAX_LINE_ITEMS = 500;

const incotermOptions = INCOTERMS.map((i) => ({ value: i.rule, label: `${i.rule} – ${i.name}` }));

/** Every shared field of a shipment, by key. */
export const SHARED_FIELDS = {
  exporter: { key: "exporter", label: "Exporter (shipper)", type: "party", shared: true },
  consignee: { key: "consignee", label: "Consignee", type: "party", shared: true },
  buyer: { key: "buyer", label: "Buyer (if not the consignee)", type: "party", shared: true },
  notifyParty: { key: "notifyParty", label: "Notify party", type: "party", shared: true },
  portOfLoading: { key: "portOfLoading", label: "Port of loading", type: "location", shared: true },
  portOfDischarge: { key: "portOfDischarge", label: "Port of discharge", type: "location", shared: true },
  placeOfDelivery: { key: "placeOfDelivery", label: "Place of delivery", type: "location", shared: true },
  countryOfOrigin: { key: "countryOfOrigin", label: "Country of origin of goods", type: "country", shared: true },
  countryOfDestination: {
    key: "countryOfDestination",
    label: "Country of final destination",
    type: "country",
    shared: true,
  },
  incoterm: {
    key: "incoterm",
    label: "Incoterms® 2020 rule and named place",
    type: "incoterm",
    shared: true,
    options: incotermOptions,
  },
  currency: { key: "currency", label: "Currency", type: "currency", shared: true },
  transportMode: {
    key: "transportMode",
    label: "Mode of transport",
    type: "enum",
    shared: true,
    options: TRANSPORT_MODES,
  },
  vessel: { key: "vessel", label: "Vessel", type: "text", shared: true, maxLength: 100 },
  voyage: { key: "voyage", label: "Voyage number", type: "text", shared: true, maxLength: 30 },
  flightNumber: { key: "flightNumber", label: "Flight number", type: "text", shared: true, maxLength: 30 },
  departureDate: { key: "departureDate", label: "Date of departure", type: "date", shared: true },
  lineItems: { key: "lineItems", label: "Goods", type: "lineItems", shared: true },
} satisfies Record<string, FieldDescriptor>;
export type SharedKey = keyof typeof SHARED_FIELDS;
export const SHARED_KEYS = Object.keys(SHARED_FIELDS) as SharedKey[];
export const isSharedKey = (key: string): key is SharedKey => Object.hasOwn(SHARED_FIELDS, key);

/** A shared field as one template uses it: same data, possibly a template-specific label or requirement. */
const s = (
  key: SharedKey,
  extra: Partial<Pick<FieldDescriptor, "label" | "requiredToFinalise" | "help">> = {},
): FieldDescriptor => ({
  ...SHARED_FIELDS[key],
  ...extra,
});
/** A field that belongs to this document only. */
const own = (key: string, label: string, type: FieldType, extra: Partial<FieldDescriptor> = {}): FieldDescriptor => ({
  key,
  label,
  type,
  shared: false,
  ...(type === "text" ? { maxLength: 100 } : type === "textarea" ? { maxLength: 2000 } : {}),
  ...extra,
});

const parties = (...keys: SharedKey[]): SectionDescriptor => ({
  id: "parties",
  title: "Parties",
  fields: keys.map((k) => s(k, k === "exporter" || k === "consignee" ? { requiredToFinalise: true } : {})),
});
const transport = (...keys: SharedKey[]): SectionDescriptor => ({
  id: "transport",
  title: "Transport",
  fields: keys.map((k) => s(k)),
});
const goods = (): SectionDescriptor => ({
  id: "goods",
  title: "Goods",
  fields: [s("lineItems", { requiredToFinalise: true })],
});
const charges = (): SectionDescriptor => ({
  id: "charges",
  title: "Charges",
  fields: [
    own("freight", "Freight", "money"),
    own("insurance", "Insurance", "money"),
    own("otherCharges", "Other charges", "money"),
    own("discount", "Discount", "money"),
  ],
});

export const TEMPLATES: TemplateDescriptor[] = [
  {
    key: "commercial_invoice",
    title: "Commercial invoice",
    description:
      "The seller's bill for the goods: parties, goods with HS codes, prices, Incoterm and totals. Customs in both countries value the goods from it.",
    sections: [
      {
        id: "invoice",
        title: "Invoice",
        fields: [
          own("invoiceNumber", "Invoice number", "text", { maxLength: 40, requiredToFinalise: true }),
          own("invoiceDate", "Invoice date", "date", { requiredToFinalise: true }),
          own("buyerOrderNumber", "Buyer's order number", "text", { maxLength: 40 }),
          own("buyerOrderDate", "Buyer's order date", "date"),
          own("paymentTerms", "Terms of payment", "text", {
            maxLength: 200,
            placeholder: "e.g. 30% advance, balance against documents",
          }),
          // The structured terms the receivables' due date is computed from (lib/analytics/facts);
          // the free text above stays for the words printed.
          own("creditDays", "Days of credit", "integer", {
            min: 0,
            max: 365,
            unit: "days",
            help: "Days the buyer has to pay, counted from the date below (0 for payment at sight).",
          }),
          own("creditFrom", "Credit counted from", "enum", {
            options: [
              { value: "invoice_date", label: "Invoice date" },
              { value: "shipment_date", label: "Shipment date (departure)" },
            ],
          }),
          own("lcNumber", "Letter of credit number", "text", { maxLength: 40 }),
        ],
      },
      parties("exporter", "consignee", "buyer", "notifyParty"),
      transport(
        "transportMode",
        "portOfLoading",
        "portOfDischarge",
        "placeOfDelivery",
        "vessel",
        "voyage",
        "flightNumber",
        "departureDate",
        "countryOfOrigin",
        "countryOfDestination",
      ),
      {
        id: "terms",
        title: "Terms",
        fields: [s("incoterm", { requiredToFinalise: true }), s("currency", { requiredToFinalise: true })],
      },
      goods(),
      charges(),
      {
        id: "declaration",
        title: "Declaration",
        fields: [
          own("declaration", "Declaration", "textarea", {
            maxLength: 1000,
            placeholder:
              "We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.",
          }),
          own("signatory", "Authorised signatory", "text"),
          own("placeOfIssue", "Place of issue", "text"),
        ],
      },
    ],
    totals: [
      "subtotal",
      "freight",
      "insurance",
      "otherCharges",
      "discount",
      "total",
      "totalPackages",
      "totalNetWeight",
      "totalGrossWeight",
    ],
  },
  {
    key: "proforma_invoice",
    title: "Proforma invoice",
    description:
      "A quotation in invoice form sent before shipment, so the buyer can open a letter of credit, pay an advance or apply for an import licence.",
    sections: [
      {
        id: "proforma",
        title: "Proforma",
        fields: [
          own("proformaNumber", "Proforma number", "text", { maxLength: 40, requiredToFinalise: true }),
          own("proformaDate", "Date", "date", { requiredToFinalise: true }),
          own("validUntil", "Valid until", "date"),
          own("paymentTerms", "Terms of payment", "text", { maxLength: 200 }),
          own("deliveryTime", "Delivery time", "text", {
            maxLength: 100,
            placeholder: "e.g. 4 weeks after advance payment",
          }),
          own("bankDetails", "Bank details for payment", "textarea", { maxLength: 500 }),
        ],
      },
      parties("exporter", "buyer", "consignee"),
      transport(
        "transportMode",
        "portOfLoading",
        "portOfDischarge",
        "placeOfDelivery",
        "countryOfOrigin",
        "countryOfDestination",
      ),
      {
        id: "terms",
        title: "Terms",
        fields: [s("incoterm", { requiredToFinalise: true }), s("currency", { requiredToFinalise: true })],
      },
      goods(),
      charges(),
    ],
    totals: [
      "subtotal",
      "freight",
      "insurance",
      "otherCharges",
      "discount",
      "total",
      "totalNetWeight",
      "totalGrossWeight",
    ],
  },
  {
    key: "packing_list",
    title: "Packing list",
    description:
      "What is in each package: counts, kinds, marks, net and gross weights. Used by the carrier, customs and the buyer to check the cargo; no prices.",
    sections: [
      {
        id: "packing",
        title: "Packing list",
        fields: [
          own("packingListNumber", "Packing list number", "text", { maxLength: 40, requiredToFinalise: true }),
          own("packingListDate", "Date", "date", { requiredToFinalise: true }),
          own("invoiceNumber", "Invoice number", "text", { maxLength: 40 }),
          own("invoiceDate", "Invoice date", "date"),
          own("containerNumbers", "Container numbers", "text", { maxLength: 300 }),
          own("sealNumbers", "Seal numbers", "text", { maxLength: 300 }),
        ],
      },
      parties("exporter", "consignee", "buyer", "notifyParty"),
      transport(
        "transportMode",
        "portOfLoading",
        "portOfDischarge",
        "placeOfDelivery",
        "vessel",
        "voyage",
        "flightNumber",
        "departureDate",
        "countryOfOrigin",
        "countryOfDestination",
      ),
      goods(),
      { id: "remarks", title: "Remarks", fields: [own("remarks", "Remarks", "textarea", { maxLength: 1000 })] },
    ],
    totals: ["totalPackages", "totalNetWeight", "totalGrossWeight"],
  },
  {
    key: "certificate_of_origin",
    title: "Certificate of origin (non-preferential)",
    description:
      "States the country where the goods were produced, certified by a chamber of commerce or export promotion council, when the buyer or the importing country asks for it.",
    sections: [
      {
        id: "certificate",
        title: "Certificate",
        fields: [
          own("certificateNumber", "Certificate number", "text", { maxLength: 40 }),
          own("issuingBody", "Issuing body", "text", {
            maxLength: 200,
            requiredToFinalise: true,
            placeholder: "e.g. a chamber of commerce",
          }),
          own("dateOfIssue", "Date of issue", "date"),
          own("invoiceNumber", "Invoice number", "text", { maxLength: 40 }),
          own("invoiceDate", "Invoice date", "date"),
        ],
      },
      parties("exporter", "consignee"),
      transport(
        "transportMode",
        "portOfLoading",
        "portOfDischarge",
        "vessel",
        "voyage",
        "flightNumber",
        "departureDate",
        "countryOfDestination",
      ),
      { id: "origin", title: "Origin", fields: [s("countryOfOrigin", { requiredToFinalise: true })] },
      goods(),
      {
        id: "declaration",
        title: "Declaration",
        fields: [
          own("declaration", "Exporter's declaration", "textarea", {
            maxLength: 1000,
            placeholder: "The undersigned declares that the goods described above originate in the country shown.",
          }),
          own("declarationPlace", "Place", "text"),
          own("declarationDate", "Date", "date"),
          own("remarks", "Remarks", "textarea", { maxLength: 1000 }),
        ],
      },
    ],
    totals: ["totalPackages", "totalNetWeight", "totalGrossWeight"],
  },
  {
    key: "bill_of_lading_instructions",
    title: "Bill of lading instructions",
    description:
      "The shipper's instructions to the carrier or forwarder for drawing up the bill of lading: parties, routing, cargo, freight terms and the kind of B/L wanted.",
    sections: [
      {
        id: "booking",
        title: "Booking",
        fields: [
          own("bookingNumber", "Booking number", "text", { maxLength: 40 }),
          own("carrier", "Carrier or forwarder", "text", { maxLength: 200 }),
          own("freightTerms", "Freight", "enum", {
            requiredToFinalise: true,
            options: [
              { value: "prepaid", label: "Prepaid" },
              { value: "collect", label: "Collect" },
            ],
          }),
          own("blType", "Type of document", "enum", {
            options: [
              { value: "original", label: "Original bill of lading" },
              { value: "sea_waybill", label: "Sea waybill" },
              { value: "telex_release", label: "Telex release" },
            ],
          }),
          own("numberOfOriginals", "Number of originals", "integer", { min: 0, max: 3 }),
          own("consignedTo", "Consigned", "enum", {
            options: [
              { value: "named", label: "Straight to the consignee" },
              { value: "to_order", label: "To order" },
              { value: "to_order_of_shipper", label: "To order of the shipper" },
              { value: "to_order_of_bank", label: "To order of a bank" },
            ],
          }),
          own("toOrderOf", "To order of", "text", { maxLength: 200 }),
        ],
      },
      parties("exporter", "consignee", "notifyParty"),
      {
        id: "routing",
        title: "Routing",
        fields: [
          own("placeOfReceipt", "Place of receipt", "location"),
          s("portOfLoading", { requiredToFinalise: true }),
          s("portOfDischarge", { requiredToFinalise: true }),
          s("placeOfDelivery"),
          s("transportMode"),
          s("vessel"),
          s("voyage"),
          s("departureDate"),
          s("incoterm"),
        ],
      },
      {
        id: "equipment",
        title: "Containers",
        fields: [
          own("containerNumbers", "Container numbers", "text", { maxLength: 300 }),
          own("sealNumbers", "Seal numbers", "text", { maxLength: 300 }),
          own("containerType", "Container type", "text", { maxLength: 40, placeholder: "e.g. 40' HC" }),
        ],
      },
      goods(),
      {
        id: "instructions",
        title: "Instructions",
        fields: [own("specialInstructions", "Special instructions", "textarea", { maxLength: 2000 })],
      },
    ],
    totals: ["totalPackages", "totalNetWeight", "totalGrossWeight"],
  },
  {
    key: "shipping_bill",
    title: "Shipping bill details",
    description:
      "The data an Indian customs broker files on ICEGATE for the shipping bill: IEC, AD code, port code, export scheme, GST treatment and the goods with their values.",
    sections: [
      {
        id: "registration",
        title: "Exporter registration",
        fields: [
          own("iec", "IEC (Importer-Exporter Code)", "text", {
            maxLength: 10,
            requiredToFinalise: true,
            help: "10 characters; equals the exporter's PAN.",
          }),
          own("gstin", "GSTIN", "text", { maxLength: 15, help: "15 characters with a check character." }),
          own("adCode", "AD code", "text", {
            maxLength: 14,
            requiredToFinalise: true,
            help: "14 digits, issued by the bank and registered for this port.",
          }),
        ],
      },
      {
        id: "customs",
        title: "Customs",
        fields: [
          own("portCode", "Customs port code", "text", {
            maxLength: 6,
            requiredToFinalise: true,
            help: "6 characters, e.g. INNSA1 for Nhava Sheva sea.",
          }),
          own("scheme", "Export scheme", "enum", {
            requiredToFinalise: true,
            options: [
              { value: "free", label: "Free shipping bill (no benefit)" },
              { value: "drawback", label: "Duty drawback" },
              { value: "rodtep", label: "RoDTEP" },
              { value: "advance_authorisation", label: "Advance authorisation" },
              { value: "epcg", label: "EPCG" },
              { value: "eou_sez", label: "EOU / SEZ" },
            ],
          }),
          own("gstTreatment", "GST", "enum", {
            options: [
              { value: "lut", label: "Under LUT / bond (without IGST)" },
              { value: "igst_paid", label: "On payment of IGST" },
            ],
          }),
          own("lutReference", "LUT ARN", "text", { maxLength: 40 }),
          own("customsBroker", "Customs broker (CHA)", "text", { maxLength: 200 }),
          own("shippingBillNumber", "Shipping bill number", "text", { maxLength: 20 }),
          own("shippingBillDate", "Shipping bill date", "date"),
          own("exchangeRate", "Exchange rate (INR per unit of invoice currency)", "decimal", { scale: 4 }),
          own("stateOfOrigin", "State of origin of goods", "text", { maxLength: 60 }),
        ],
      },
      parties("exporter", "consignee"),
      transport("transportMode", "portOfLoading", "portOfDischarge", "countryOfDestination"),
      { id: "terms", title: "Terms", fields: [s("incoterm"), s("currency", { requiredToFinalise: true })] },
      goods(),
    ],
    totals: ["subtotal", "totalPackages", "totalNetWeight", "totalGrossWeight", "totalInr"],
  },
  {
    key: "insurance_certificate",
    title: "Insurance certificate",
    description:
      "Evidence of marine cargo cover for the shipment: policy, insurer, insured value (usually 110% of the CIF or CIP value), cover and where claims are paid.",
    sections: [
      {
        id: "policy",
        title: "Policy",
        fields: [
          own("policyNumber", "Policy number", "text", { maxLength: 40, requiredToFinalise: true }),
          own("certificateNumber", "Certificate number", "text", { maxLength: 40 }),
          own("insurer", "Insurer", "text", { maxLength: 200, requiredToFinalise: true }),
          own("dateOfIssue", "Date of issue", "date"),
          own("insuredValue", "Insured value", "money", {
            requiredToFinalise: true,
            help: "Usually 110% of the CIF or CIP value.",
          }),
          own("cover", "Cover", "enum", {
            options: [
              { value: "icc_a", label: "Institute Cargo Clauses (A)" },
              { value: "icc_b", label: "Institute Cargo Clauses (B)" },
              { value: "icc_c", label: "Institute Cargo Clauses (C)" },
            ],
          }),
          own("claimsPayableAt", "Claims payable at", "text", { maxLength: 200 }),
          own("surveyAgent", "Survey agent", "text", { maxLength: 200 }),
        ],
      },
      parties("exporter", "consignee"),
      transport(
        "transportMode",
        "portOfLoading",
        "portOfDischarge",
        "placeOfDelivery",
        "vessel",
        "voyage",
        "flightNumber",
        "departureDate",
      ),
      { id: "terms", title: "Terms", fields: [s("incoterm"), s("currency", { requiredToFinalise: true })] },
      goods(),
      { id: "remarks", title: "Remarks", fields: [own("remarks", "Remarks", "textarea", { maxLength: 1000 })] },
    ],
    totals: ["subtotal", "suggestedInsuredValue", "totalPackages", "totalGrossWeight"],
  },
  {
    key: "bill_of_exchange",
    title: "Bill of exchange",
    description:
      "The exporter's written order (draft) to the buyer or the buyer's bank to pay an amount at sight or at a set tenor, for a documentary collection or a letter of credit.",
    sections: [
      {
        id: "bill",
        title: "Bill",
        fields: [
          own("billNumber", "Bill number", "text", { maxLength: 40 }),
          own("billDate", "Date", "date", { requiredToFinalise: true }),
          own("placeOfDrawing", "Place of drawing", "text", { maxLength: 100 }),
          own("amount", "Amount", "money", { requiredToFinalise: true, help: "Usually the invoice total." }),
          own("tenor", "Tenor", "enum", {
            requiredToFinalise: true,
            options: [
              { value: "at_sight", label: "At sight" },
              { value: "days_after_sight", label: "Days after sight" },
              { value: "days_after_bl_date", label: "Days after bill of lading date" },
              { value: "days_after_invoice_date", label: "Days after invoice date" },
            ],
          }),
          own("tenorDays", "Days", "integer", { min: 1, max: 360 }),
          own("drawnUnder", "Drawn under", "text", {
            maxLength: 200,
            placeholder: "e.g. L/C number and issuing bank, or D/P collection",
          }),
          own("invoiceNumber", "Invoice number", "text", { maxLength: 40 }),
          own("invoiceDate", "Invoice date", "date"),
        ],
      },
      {
        id: "parties",
        title: "Parties",
        fields: [
          s("exporter", { label: "Drawer (exporter)", requiredToFinalise: true }),
          own("drawee", "Drawee", "party", {
            requiredToFinalise: true,
            help: "The buyer (collection) or the issuing bank (L/C).",
          }),
          own("payee", "Pay to the order of", "text", { maxLength: 200, help: "Usually the exporter's bank." }),
          s("buyer"),
        ],
      },
      { id: "terms", title: "Terms", fields: [s("currency", { requiredToFinalise: true })] },
    ],
    totals: ["total"],
  },
];

export const TEMPLATE_BY_KEY: Record<TemplateKey, TemplateDescriptor> = Object.fromEntries(
  TEMPLATES.map((t) => [t.key, t]),
) as Record<TemplateKey, TemplateDescriptor>;

/** Every field of a template, flattened. */
export const templateFields = (key: TemplateKey): FieldDescriptor[] =>
  TEMPLATE_BY_KEY[key].sections.flatMap((section) => section.fields);
/** The document-only fields of a template. */
export const ownFields = (key: TemplateKey): FieldDescriptor[] => templateFields(key).filter((f) => !f.shared);
