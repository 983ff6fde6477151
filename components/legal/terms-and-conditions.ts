import { LEGAL_CONTACT as C, LEGAL_TERMS as T } from "./contact";
import type { LegalDocument } from "./legal-page";

export const termsAndConditions: LegalDocument = {
  title: "Terms and Conditions",
  meta: ["Last updated February 2025"],
  intro: [
    `These Terms and Conditions govern the subscription to and use of the Exportly platform, operated by ${C.company} from ${C.place} ("Exportly", "we", "us"), by the organisation or individual that registers an account ("the Customer", "you"). The platform is in a beta phase: features may change as we improve them.`,
  ],
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      body: [
        "By registering an account, or by using the platform on behalf of an organisation, you accept these terms. If you accept them for an organisation, you confirm that you are authorised to bind it.",
        "If you do not agree with these terms, do not register and do not use the platform.",
      ],
    },
    {
      id: "account",
      title: "Account creation and verification",
      body: [
        "You must give accurate and complete information when you register, and keep it up to date. Each person using the platform needs their own account; credentials must not be shared.",
        `Before you can issue or take control of an electronic bill of lading, your business must be verified with know-your-customer (KYC) documents. Verification may take ${T.verificationHours} hours or more, depending on the documents provided and any questions we need to ask.`,
        "Access to the platform, and to any of its features, remains at our discretion. We may refuse or suspend an account, for example where verification cannot be completed, where information is found to be false, or where the account is used in breach of these terms.",
      ],
    },
    {
      id: "licence",
      title: "Licence",
      body: [
        "While your subscription is active we grant you a non-exclusive, non-transferable, revocable licence to use the platform for your internal business purposes, in line with these terms and the Terms of Use.",
        "You may not resell, sublicense or provide the platform to third parties as a service, copy or reverse engineer it except as the law allows, or use it to build a competing product.",
      ],
    },
    {
      id: "customer-responsibilities",
      title: "Customer responsibilities",
      body: [
        "You are responsible for:",
        {
          list: [
            "the accuracy and legality of the documents and data you enter, upload or share, including trade and customs declarations;",
            "the actions of the users you invite and the access rights you give them and your trade partners;",
            "keeping your credentials and API tokens secret, and telling us promptly of any unauthorised use;",
            "checking document suggestions and compliance checks before you rely on them: they assist you and do not replace professional advice.",
          ],
        },
      ],
    },
    {
      id: "fees",
      title: "Fees and payment",
      body: [
        "Fees are set out in your order or on the pricing page in force when you subscribe. Beta features may be offered free of charge or at reduced fees for a limited time, which we will tell you in advance.",
        "You may pay by card, by wire transfer or by cryptocurrency where we accept it. Fees exclude taxes, which are added as the law requires. Invoices are due within 15 days unless your order says otherwise.",
        "If a payment is overdue, we may suspend access after giving you notice and a reasonable period to pay.",
      ],
    },
    {
      id: "data-privacy-ip",
      title: "Data, privacy and intellectual property",
      body: [
        "You keep all rights in the documents and data you put on the platform. You grant us the rights we need to host, process and transmit them to provide the service, including to the trade partners you choose to share them with.",
        "We process personal data as described in our Privacy Policy and, where we act as your processor, under the Data Processing Agreement, which forms part of these terms.",
        "The platform, its software, designs and trade marks remain ours or our licensors'. Feedback you give us may be used to improve the platform without obligation to you.",
      ],
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      body: [
        "Each party will keep the other's confidential information secret, use it only to perform these terms, and share it only with people who need it for that purpose and are bound by similar duties.",
        "This does not apply to information that is public through no fault of the receiving party, was already lawfully known to it, or must be disclosed by law, in which case the disclosing party will be told where the law allows.",
      ],
    },
    {
      id: "indemnification",
      title: "Indemnification",
      body: [
        "You will indemnify us against claims by third parties arising from the data and documents you provide, from your breach of these terms, or from your breach of applicable law, including trade sanctions and export control rules.",
        "We will indemnify you against claims by third parties that the platform, used as permitted, infringes their intellectual property rights.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of liability",
      body: [
        `Each party's total liability arising out of or in connection with these terms is limited to the fees paid by the Customer in the ${T.liabilityCapMonths} months preceding the event giving rise to the claim.`,
        "Neither party is liable for indirect or consequential loss, loss of profit, revenue or goodwill. Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud.",
      ],
    },
    {
      id: "governing-law",
      title: "Governing law and arbitration",
      body: [
        `These terms are governed by ${T.governingLaw}.`,
        `Any dispute arising out of or in connection with them that the parties cannot settle by negotiation within 30 days will be finally resolved by arbitration under the Arbitration and Conciliation Act, 1996, by a sole arbitrator appointed by agreement of the parties. The seat of arbitration is ${T.arbitrationSeat}, and the language of the arbitration is English.`,
      ],
    },
    {
      id: "amendments",
      title: "Amendments",
      body: [
        `We may amend these terms. We will give you at least ${T.amendmentNoticeHours} hours' notice, by email and on the platform, before an amendment takes effect.`,
        "If you do not accept an amendment, you may close your account before it takes effect; continuing to use the platform afterwards means you accept it.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      body: [`Questions about these terms can be sent to ${C.legalEmail}. ${C.company}, ${C.place}.`],
    },
  ],
};
