/**
 * Trade names people search for that the HS 2022 texts do not use: words added to the search text
 * of a subheading (never shown, never validated against). The HS nomenclature says "pepper of the
 * genus Piper" where a trader writes "black pepper" or "white pepper" (both are Piper nigrum; the
 * WCO Explanatory Notes to heading 09.04 name them), and "fruits of the genus Capsicum" where a
 * trader writes "chilli". Keep this list short and sourced: a wrong word sends goods to the wrong
 * line.
 */
export const HS_SEARCH_KEYWORDS: Record<string, string> = {
  "090411": "black pepper, white pepper, green pepper, peppercorns, whole",
  "090412": "black pepper, white pepper, ground pepper, powder",
  "090421": "chilli, chillies, chili, paprika, red pepper, dried, whole",
  "090422": "chilli, chillies, chili, paprika, red pepper, chilli powder",
};
