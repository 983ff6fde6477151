import { LEGAL_CONTACT as C } from "./contact";
import type { LegalDocument } from "./legal-page";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  meta: ["Last updated February 2025"],
  intro: [
    `This policy explains what personal data Exportly, based in ${C.place}, collects when you use our website and platform, why, how long we keep it and what rights you have. Where we process data inside your shipments and documents on your behalf, our Data Processing Agreement applies as well.`,
  ],
  sections: [
    {
      id: "what-we-collect",
      title: "What we collect",
      body: [
        {
          list: [
            "Account data: your name, email address, role, company, phone number and country, and a hash of your password (never the password itself).",
            "Verification (KYC) documents: the business registration, tax and identity documents you upload so that we can verify your business.",
            "Shipment data: the shipments, export documents, contacts, products, ports, payments and electronic bills of lading you create or receive, and who you share them with.",
            "Page views: the address of each page you open on our platform and, when you are signed in, your account, recorded by our own systems.",
            "Demo requests: the name, company, email, phone and message you send us through the demo form, and the network address it came from.",
          ],
        },
      ],
    },
    {
      id: "why",
      title: "Why we use it",
      body: [
        {
          list: [
            "to provide the platform and the features you use, including sharing with the trade partners you choose;",
            "to verify businesses before they can issue or take control of electronic bills of lading;",
            "to keep the platform secure, prevent abuse and keep an audit trail;",
            "to understand which pages are used, so we can improve them;",
            "to answer demo requests and support questions, and to send you service messages.",
          ],
        },
        "We do not sell personal data, and we do not use third-party advertising or tracking scripts.",
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: [
        "Account and shipment data are kept while your account is open and for 30 days after it is closed, so that you can export it. Verification documents are kept for as long as the law on customer due diligence requires. Electronic bill of lading transfer records are kept for as long as the law requires for documents of title. Page views are kept for up to 13 months, demo requests for up to 24 months.",
      ],
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: [
        "We share data with the trade partners you choose, with our sub-processors for hosting and email under written agreements, and with authorities where the law requires it.",
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: [
        "You may ask to access, correct, complete or erase your personal data, withdraw a consent you gave, and nominate someone to exercise your rights on your behalf. You can correct most account data yourself in the settings.",
        "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      body: [
        "We use a cookie to keep you signed in, and cookies and similar technologies to improve your browsing experience, analyse our traffic and, where you have agreed, show tailored advertisements about Exportly. The Cookie Policy in the footer of every page explains them. You can block cookies in your browser, but signing in needs the session cookie.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      body: [`Write to ${C.privacyEmail} for any question or request about your personal data.`],
    },
  ],
};
