/** Units a picker suggests (UN/ECE Rec. 20 style abbreviations common on Indian export documents); any short text is accepted. */
export const PRODUCT_UNIT_SUGGESTIONS = [
  "PCS",
  "NOS",
  "SET",
  "PRS",
  "DOZ",
  "KGS",
  "MTS",
  "LTR",
  "MTR",
  "SQM",
  "CBM",
  "BOX",
  "CTN",
  "BAG",
  "ROL",
] as const;
