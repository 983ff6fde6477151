/** A commercial invoice with `lines` line items, for PDF tests and timing. */
export const sampleData = (lines: number) => ({
  invoiceNumber: "EXP/2026/0042",
  invoiceDate: "2026-11-20",
  exporter: { name: "Asha Verma", company: "Asha Textiles Pvt Ltd", address: "12 Mill Road\nLower Parel", city: "Mumbai", postalCode: "400013", country: "IN", taxId: "27AAPFU0939F1ZV" },
  consignee: { name: "Gulf Traders LLC", address: "Port Saeed", city: "Dubai", country: "AE" },
  portOfLoading: { code: "INNSA", name: "Nhava Sheva" },
  portOfDischarge: { code: "AEJEA", name: "Jebel Ali" },
  incoterm: { rule: "FOB", place: "Nhava Sheva" },
  currency: "USD",
  transportMode: "sea",
  lineItems: Array.from({ length: lines }, (_, i) => ({
    description: `Cotton shirt, style ${i + 1}`,
    hsCode: "620520",
    quantity: "100",
    unit: "PCS",
    unitPrice: "4.25",
    netWeight: "20.500",
    grossWeight: "22.000",
    packages: 4,
    packageKind: "Cartons",
    marks: `AT/${i + 1}`,
  })),
});
