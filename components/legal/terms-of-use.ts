import { LEGAL_TERMS as T } from "./contact";
import type { LegalDocument } from "./legal-page";

export const termsOfUse: LegalDocument = {
  title: "Terms of Use",
  meta: [`Last updated ${T.termsOfUseUpdated}`],
  intro: [
    "These Terms of Use apply to everyone who visits this website or uses the Exportly platform, whether or not they hold an account. Customers are also bound by our Terms and Conditions.",
  ],
  sections: [
    {
      id: "using-the-site",
      title: "Using this website",
      body: [
        "You may browse this website and use the platform for lawful purposes only. By doing so you agree to these terms; if you do not, please do not use the website.",
      ],
    },
    {
      id: "eligibility",
      title: "Eligibility",
      body: [
        "The platform is for businesses and the people acting for them. You must be at least 18 years old and able to enter into a binding contract to create an account.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: [
        "You must not:",
        {
          list: [
            "try to gain access to accounts, data or systems that are not yours;",
            "upload malware, or interfere with the security or operation of the platform;",
            "use the platform for fraudulent documents, or to breach trade sanctions, export controls or customs law;",
            "scrape the website or send automated requests beyond what our published API allows.",
          ],
        },
      ],
    },
    {
      id: "content",
      title: "Your content",
      body: [
        "You are responsible for the content you upload or share. Do not upload content you have no right to share, or personal data of others without a lawful basis.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: [
        "The website, its text, design and software belong to Exportly or its licensors. You may view and print pages for your own reference, but not copy or republish them without our permission.",
      ],
    },
    {
      id: "availability",
      title: "Availability and changes",
      body: [
        "The platform is in beta. We work to keep it available and accurate, but we do not promise that it will be uninterrupted or error-free, and we may change or withdraw features.",
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      body: [
        "Information on this website is general and is not legal, customs or financial advice. Document suggestions and compliance checks help you prepare documents; you remain responsible for what you submit to authorities, banks and carriers.",
      ],
    },
    {
      id: "changes-to-terms",
      title: "Changes to these terms",
      body: [
        "We may update these Terms of Use. The date at the top shows the latest version; material changes will also be announced on the platform.",
      ],
    },
  ],
};
