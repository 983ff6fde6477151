import { LEGAL_CONTACT as C, LEGAL_TERMS as T } from "./contact";
import type { LegalDocument } from "./legal-page";

export const security: LegalDocument = {
  title: "Security",
  meta: ["How we protect your data and your electronic bills of lading"],
  intro: [
    "Trade documents carry prices, customers and title to goods. This page describes the measures the platform uses to protect them.",
  ],
  sections: [
    {
      id: "accounts",
      title: "Accounts and sign-in",
      body: [
        {
          list: [
            "Passwords are hashed with argon2id; very common passwords are refused.",
            "Session tokens are random, stored only as a hash, expire after inactivity and are revoked at once on sign-out or password reset.",
            "Repeated failed sign-ins and reset codes are throttled per account and per network address.",
            "Personal API tokens are shown once, stored hashed and can be revoked at any time.",
          ],
        },
      ],
    },
    {
      id: "access-control",
      title: "Access control",
      body: [
        "Every request is checked against the documents the user owns or has been given. Sharing is per document, with read or edit access, and can be revoked. A resource that is not yours answers as if it did not exist.",
      ],
    },
    {
      id: "ebl-integrity",
      title: "eBL integrity",
      body: [
        "Every action on an electronic bill of lading is recorded as an entry signed with the platform's key. Each entry carries the SHA-256 fingerprint of the document and of the previous entry, forming a hash-linked chain: changing or removing an entry breaks every signature after it.",
        "Only one party controls an eBL at a time, enforced by the database, and only verified businesses can issue or take control of one. Our public keys are published at /.well-known/jwks.json, so a transfer history exported from the platform can be verified offline, without trusting us: on the Verify an eBL page (/verify), which checks it in your browser, or with the command npx exportly-verify.",
        "This is a ledger kept by Exportly with public verification; it is not a public cryptocurrency blockchain, and eBLs are not tokens.",
      ],
    },
    {
      id: "data-protection",
      title: "Data protection",
      body: [
        {
          list: [
            "Data is encrypted in transit with TLS and hosted in India.",
            "Every change writes an audit entry in the same transaction as the change itself.",
            "Uploaded files are checked for type and size, and stored by their SHA-256 fingerprint.",
            "The website loads no third-party scripts, fonts or trackers.",
          ],
        },
      ],
    },
    {
      id: "incidents",
      title: "Incident response",
      body: [
        `If a personal data breach affects your data, we notify you within ${T.breachNoticeHours} hours of becoming aware of it, as our Data Processing Agreement commits.`,
      ],
    },
    {
      id: "report",
      title: "Reporting a vulnerability",
      body: [
        `If you believe you have found a security problem, please write to ${C.securityEmail}. We will acknowledge your report and keep you informed while we fix it.`,
      ],
    },
  ],
};
