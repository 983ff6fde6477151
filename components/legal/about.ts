import { LEGAL_CONTACT as C } from "./contact";
import type { LegalDocument } from "./legal-page";

export const about: LegalDocument = {
  title: "About Exportly",
  meta: [`Based in ${C.place} · In beta`],
  intro: [
    "Exportly is an Indian company building the platform we wished existed when we shipped goods ourselves: one place where an exporter and everyone in the trade network work from the same documents.",
  ],
  sections: [
    {
      id: "why",
      title: "Why we started",
      body: [
        "An export shipment still needs a dozen documents typed again and again, checked by hand and couriered between banks and carriers. A single typo can hold a container at the port; a lost original bill of lading can hold the payment.",
      ],
    },
    {
      id: "what-we-build",
      title: "What we build",
      body: [
        {
          list: [
            "Export documents prepared from data entered once, with suggestions of what each route needs and checks before they are sent.",
            "Electronic bills of lading whose every transfer is a signed, hash-linked record anyone can verify.",
            "A trade network of banks, shipping lines, surveyors, freight forwarders and customs house agents, each seeing what they need.",
            "Shipment tracking and analytics on one dashboard.",
          ],
        },
      ],
    },
    {
      id: "how-we-work",
      title: "How we work",
      body: [
        "We are in beta and work closely with our first customers: features are shipped in small steps, and every one is shaped by the people who use it. We describe our technology plainly and publish how our records can be verified.",
      ],
    },
    {
      id: "contact",
      title: "Get in touch",
      body: [`Book a demo from our home page, or write to ${C.supportEmail}.`],
    },
  ],
};
