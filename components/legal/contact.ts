/**
 * Contact details printed on the legal pages. The addresses use the reserved `.example` domain
 * until the company's own domain is registered: replace them here, in one place, before launch.
 */
export const LEGAL_CONTACT = {
  company: "Exportly",
  place: "Shimla, Himachal Pradesh, India",
  legalEmail: "legal@exportly.example",
  privacyEmail: "privacy@exportly.example",
  securityEmail: "security@exportly.example",
  supportEmail: "support@exportly.example",
} as const;

/** Business constants of the terms and the DPA (spec §9). */
export const LEGAL_TERMS = {
  verificationHours: 24,
  liabilityCapMonths: 12,
  amendmentNoticeHours: 72,
  governingLaw: "the laws of India",
  arbitrationSeat: "Shimla, India",
  breachNoticeHours: 48,
  dpaEffective: "16 March 2025",
  termsOfUseUpdated: "February 2025",
} as const;
