/**
 * GST state codes (the first two digits of a GSTIN), as published by the GST Network, with the
 * ISO 3166-2:IN subdivision code where there is one. This module imports nothing, so the
 * browser can use it for the state picker.
 */
export type IndianState = { gstCode: string; name: string; iso: string | null };

export const INDIAN_STATES: readonly IndianState[] = [
  { gstCode: "01", name: "Jammu and Kashmir", iso: "JK" },
  { gstCode: "02", name: "Himachal Pradesh", iso: "HP" },
  { gstCode: "03", name: "Punjab", iso: "PB" },
  { gstCode: "04", name: "Chandigarh", iso: "CH" },
  { gstCode: "05", name: "Uttarakhand", iso: "UK" },
  { gstCode: "06", name: "Haryana", iso: "HR" },
  { gstCode: "07", name: "Delhi", iso: "DL" },
  { gstCode: "08", name: "Rajasthan", iso: "RJ" },
  { gstCode: "09", name: "Uttar Pradesh", iso: "UP" },
  { gstCode: "10", name: "Bihar", iso: "BR" },
  { gstCode: "11", name: "Sikkim", iso: "SK" },
  { gstCode: "12", name: "Arunachal Pradesh", iso: "AR" },
  { gstCode: "13", name: "Nagaland", iso: "NL" },
  { gstCode: "14", name: "Manipur", iso: "MN" },
  { gstCode: "15", name: "Mizoram", iso: "MZ" },
  { gstCode: "16", name: "Tripura", iso: "TR" },
  { gstCode: "17", name: "Meghalaya", iso: "ML" },
  { gstCode: "18", name: "Assam", iso: "AS" },
  { gstCode: "19", name: "West Bengal", iso: "WB" },
  { gstCode: "20", name: "Jharkhand", iso: "JH" },
  { gstCode: "21", name: "Odisha", iso: "OD" },
  { gstCode: "22", name: "Chhattisgarh", iso: "CT" },
  { gstCode: "23", name: "Madhya Pradesh", iso: "MP" },
  { gstCode: "24", name: "Gujarat", iso: "GJ" },
  // 25 (Daman and Diu) merged into 26 in 2020; existing GSTINs with 25 remain valid.
  { gstCode: "25", name: "Daman and Diu", iso: null },
  { gstCode: "26", name: "Dadra and Nagar Haveli and Daman and Diu", iso: "DH" },
  { gstCode: "27", name: "Maharashtra", iso: "MH" },
  { gstCode: "29", name: "Karnataka", iso: "KA" },
  { gstCode: "30", name: "Goa", iso: "GA" },
  { gstCode: "31", name: "Lakshadweep", iso: "LD" },
  { gstCode: "32", name: "Kerala", iso: "KL" },
  { gstCode: "33", name: "Tamil Nadu", iso: "TN" },
  { gstCode: "34", name: "Puducherry", iso: "PY" },
  { gstCode: "35", name: "Andaman and Nicobar Islands", iso: "AN" },
  { gstCode: "36", name: "Telangana", iso: "TG" },
  { gstCode: "37", name: "Andhra Pradesh", iso: "AP" },
  { gstCode: "38", name: "Ladakh", iso: "LA" },
  { gstCode: "97", name: "Other Territory", iso: null },
];

const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Finds a state by its name, ISO code (MH, IN-MH) or GST code (27); null when unknown. */
export function findIndianState(input: string): IndianState | null {
  const key = normalise(input);
  if (!key) return null;
  const iso = key.replace(/^in /, "").toUpperCase();
  return (
    INDIAN_STATES.find((s) => normalise(s.name) === key) ??
    INDIAN_STATES.find((s) => s.iso === iso) ??
    INDIAN_STATES.find((s) => s.gstCode === key) ??
    null
  );
}

export const stateByGstCode = (code: string): IndianState | null =>
  INDIAN_STATES.find((s) => s.gstCode === code) ?? null;
