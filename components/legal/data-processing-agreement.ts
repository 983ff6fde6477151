import { LEGAL_CONTACT as C, LEGAL_TERMS as T } from "./contact";
import type { LegalDocument } from "./legal-page";

export const dataProcessingAgreement: LegalDocument = {
  title: "Data Processing Agreement",
  meta: [`Effective ${T.dpaEffective}`],
  intro: [
    'This Data Processing Agreement ("DPA") forms part of the Terms and Conditions between the Customer ("Controller") and Exportly ("Processor"). It applies where Exportly processes personal data on the Customer\'s behalf in providing the platform, under the Digital Personal Data Protection Act, 2023 and any other data protection law that applies.',
  ],
  sections: [
    {
      id: "definitions",
      title: "Definitions and scope",
      body: [
        '"Personal data", "processing", "data principal" and "personal data breach" have the meanings given by the applicable data protection law. This DPA covers the personal data contained in the shipments, documents, contacts and trade network data the Controller puts on the platform.',
      ],
    },
    {
      id: "controller-obligations",
      title: "Controller obligations",
      body: [
        "The Controller:",
        {
          list: [
            "determines the purposes and means of the processing, and gives instructions through its use of the platform and in writing;",
            "is responsible for having a lawful basis, including any consent needed, for the personal data it provides;",
            "informs data principals about the processing as the law requires, and answers their requests, with the Processor's help where needed.",
          ],
        },
      ],
    },
    {
      id: "processor-obligations",
      title: "Processor obligations",
      body: [
        "The Processor:",
        {
          list: [
            "processes personal data only on the Controller's documented instructions, unless the law requires otherwise, in which case it tells the Controller first where the law allows;",
            "ensures that its staff with access to the data are bound by confidentiality;",
            "keeps the data on its own infrastructure and does not use it for its own purposes, for advertising or for training models that serve other customers;",
            "helps the Controller answer data principals' requests and meet its obligations on security, breach notification and impact assessments;",
            "makes available the information needed to show compliance with this DPA.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Security measures",
      body: [
        "The Processor keeps appropriate technical and organisational measures, including encryption in transit, hashed credentials, access control per user and per document, audit logs of every change, and backups. The Security page describes them.",
      ],
    },
    {
      id: "breach-notification",
      title: "Personal data breach notification",
      body: [
        `The Processor will notify the Controller without undue delay, and in any case within ${T.breachNoticeHours} hours of becoming aware of a personal data breach affecting the Controller's data.`,
        "The notice describes the nature of the breach, the categories and approximate number of data principals and records concerned, its likely consequences, and the measures taken or proposed. Information not available at first is provided as soon as it is.",
      ],
    },
    {
      id: "sub-processors",
      title: "Sub-processors",
      body: [
        "The Controller authorises the Processor to engage sub-processors for hosting, email delivery and support, bound by written terms that protect the data at least as well as this DPA.",
        "The Processor keeps a list of its sub-processors available on request and gives at least 30 days' notice of a new one, during which the Controller may object on reasonable grounds.",
      ],
    },
    {
      id: "transfers",
      title: "International transfers",
      body: [
        "Personal data is hosted in India. It is transferred outside India only where the applicable law permits it and the recipient country is not restricted, with the safeguards the law requires.",
      ],
    },
    {
      id: "return-and-deletion",
      title: "Return and deletion",
      body: [
        "When the agreement ends, the Processor makes the Controller's data available for export for 30 days and then deletes it, except for records the law requires it to keep, such as electronic bill of lading transfer histories and invoices.",
      ],
    },
    {
      id: "audits",
      title: "Audits",
      body: [
        "Once a year, or after a personal data breach, the Controller may audit the Processor's compliance with this DPA on 30 days' notice, during business hours and under confidentiality. Reports from independent auditors may be provided instead where they cover the same ground.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      body: [`Questions about this DPA and notices under it can be sent to ${C.privacyEmail}.`],
    },
  ],
};
