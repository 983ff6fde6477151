/**
 * Every piece of copy on the landing page and the partner list, in one typed module, so it can be
 * changed without touching a component.
 *
 * The companies in the trusted-by strip, the people and companies in the testimonials and the
 * partner cards are FICTIONAL samples: any resemblance to a real shipping line, company or person
 * is coincidental. Replace them with real, consented names before launch.
 */

export type NavLink = { label: string; href: string };
export type Feature = { title: string; text: string };
export type Step = { title: string; text: string };
export type Product = { title: string; text: string; points: string[] };
export type Testimonial = { quote: string; name: string; role: string; company: string; stars: 5 };
export type Partner = { name: string; description: string };
export type TechnologyBlock = { title: string; text: string; points: string[] };

/** Header menu: sections of the landing page (absolute, so they also work from the legal pages). */
export const headerLinks: NavLink[] = [
  { label: "Features", href: "/#features" },
  { label: "Technology", href: "/#technology" },
  { label: "How it works", href: "/#how-it-works" },
  { label: "Products", href: "/#products" },
  { label: "Book a demo", href: "/#demo" },
];

export const loginLink: NavLink = { label: "Login", href: "/login" };

export const hero = {
  eyebrow: "Now in beta · Built in India for global trade",
  title: "Export documents and electronic bills of lading, without the paper chase",
  text:
    "Exportly brings exporters, banks, shipping lines, freight forwarders, surveyors and customs house agents onto one platform. " +
    "Prepare every export document once, check it before it leaves your desk, and hand over title to goods with an eBL whose every transfer can be verified.",
  primary: { label: "Book a demo", href: "/#demo" },
  secondary: { label: "See how it works", href: "/#how-it-works" },
};

/** Fictional shipping companies (see the note at the top of this file). */
export const trustedBy = {
  title: "Trusted by teams at",
  names: [
    "Arabian Sea Lines",
    "Konkan Freightways",
    "Bay of Bengal Shipping",
    "Deccan Cargo Movers",
    "Malabar Container Co.",
    "Saurashtra Maritime",
  ],
};

/**
 * Screenshots of real screens, made from the app itself by `scripts/landing-screenshots.mjs`
 * (run by `npm run build`; docs/design-system.md). Every one is 1280 × 800 CSS pixels.
 */
export type Screenshot = { src: string; width: number; height: number; title: string; caption: string; alt: string };

export const productTour: { title: string; intro: string; shots: Screenshot[] } = {
  title: "See it at work",
  intro:
    "Real screens of Exportly, rendered from the app with a demo garment exporter, its shipping line and its bank.",
  shots: [
    {
      src: "/landing/shipments.webp",
      width: 1280,
      height: 800,
      title: "Every shipment in one list",
      caption: "Each shipment with its documents, its status and what is left to do.",
      alt: "The Export documents screen: a garment exporter’s shipments (SG-2610-DXB, SG-2610-NYC and more), each with its commercial invoice, packing list and certificate of origin and their states, beside the navigation with its icons.",
    },
    {
      src: "/landing/document-editor.webp",
      width: 1280,
      height: 800,
      title: "Documents filled once, reused everywhere",
      caption:
        "The commercial invoice editor: parties, ports and goods shared with every other document of the shipment.",
      alt: "The commercial invoice of shipment SG-2611-HAM in the document editor: invoice number, date and terms of payment, the parties below, and the totals (USD 52,500.00) beside the form.",
    },
    {
      src: "/landing/ebl.webp",
      width: 1280,
      height: 800,
      title: "An eBL whose every transfer can be checked",
      caption: "The bank's view of a bill of lading issued by the shipping line and endorsed to it by the exporter.",
      alt: "The bank’s view of the eBL BOLN2611HAM0042: the end of the bill (shipped on board, freight prepaid, one original) and its chain of entries, verified: issued by Blue Ocean Lines to Shakti Garments, then endorsed to order to Coastal Bank.",
    },
  ],
};

export const features: { title: string; intro: string; items: Feature[] } = {
  title: "Everything an export shipment needs",
  intro: "From the proforma invoice to the surrendered bill of lading, every step lives in one place.",
  items: [
    {
      title: "Electronic bills of lading",
      text: "Issue, endorse and transfer eBLs. Each transfer is a signed record linked to the one before it, so the chain of title can be checked by anyone.",
    },
    {
      title: "Document suggestions",
      text: "Tell us the route, the commodity and the mode of transport, and Exportly proposes the documents that shipment usually needs.",
    },
    {
      title: "Compliance checks",
      text: "Catch a missing HS code, a mismatched consignee or an Incoterm that does not fit before your bank or the customs officer does.",
    },
    {
      title: "Trade network",
      text: "Invite your banks, shipping lines, surveyors, freight forwarders and customs house agents, and share exactly the documents each one needs.",
    },
    {
      title: "Shipment tracking",
      text: "Follow every container from booking to delivery, with milestones from your carriers and forwarders in a single timeline.",
    },
    {
      title: "Role-based access control",
      text: "Give each colleague and partner read or edit access, document by document. Every change is recorded in an audit trail.",
    },
  ],
};

export const technology: { title: string; intro: string; blocks: TechnologyBlock[] } = {
  title: "Technology you can check for yourself",
  intro: "We would rather show you how it works than ask you to take it on trust.",
  blocks: [
    {
      title: "eBLs secured by signed, hash-linked records",
      text:
        "Every action on an electronic bill of lading (issue, transfer, endorsement, surrender) is recorded as an entry signed with our platform key. " +
        "Each entry carries the fingerprint (SHA-256) of the document and of the entry before it, so no entry can be changed or removed without breaking the chain. " +
        "This is a blockchain-style ledger kept by Exportly, not a public cryptocurrency blockchain and not a token.",
      points: [
        "Our public signing key is published, so anyone can verify a transfer history",
        "An exported eBL history can be checked offline with a standalone verifier",
        "Only one party holds control of an eBL at any moment",
      ],
    },
    {
      title: "Insights that assist, not decide",
      text:
        "Document suggestions and compliance checks draw on the trade rules for your route and on the data you have already entered. " +
        "They point out what to look at; the decision and the signature stay with you.",
      points: [
        "Suggested documents for the route, commodity and mode of transport",
        "Cross-document checks for consistent parties, values and ports",
        "Plain-language explanations of every warning",
      ],
    },
  ],
};

export const howItWorks: { title: string; steps: Step[] } = {
  title: "How it works",
  steps: [
    {
      title: "Join the Network",
      text: "Register your business, complete verification and invite the partners you already work with.",
    },
    {
      title: "Document Suggestions",
      text: "Create a shipment and receive a list of the documents it needs, pre-filled from data you entered once.",
    },
    {
      title: "Compliance & Insights",
      text: "Review the checks on every document, fix what is flagged and finalise with confidence.",
    },
    {
      title: "Monitor Dashboard",
      text: "Track shipments, eBL transfers and payments on one dashboard, with reports for your team.",
    },
  ],
};

export const products: { title: string; items: Product[] } = {
  title: "Our products",
  items: [
    {
      title: "Documentation Network",
      text: "A shared workspace for export documents, where every partner sees the version they are meant to see.",
      points: [
        "Invoices, packing lists, certificates and more",
        "Data entered once, used in every document",
        "Read or edit access per document",
      ],
    },
    {
      title: "AI Compliance Engine",
      text: "Suggestions and checks that help you prepare complete, consistent document sets for each route.",
      points: [
        "Document suggestions per shipment",
        "Consistency checks across documents",
        "Warnings explained in plain language",
      ],
    },
    {
      title: "Electronic Bill of Lading",
      text: "Title documents that move in minutes instead of days, with a history anyone can verify.",
      points: [
        "Issue, endorse, transfer and surrender",
        "Signed, hash-linked transfer records",
        "Offline verification of exported histories",
      ],
    },
  ],
};

/** Fictional people and companies (see the note at the top of this file). */
export const testimonials: { title: string; items: Testimonial[] } = {
  title: "What our beta customers say",
  items: [
    {
      quote:
        "We used to courier original bills of lading to our buyer's bank. With the eBL, the transfer took minutes and the bank could check the history itself.",
      name: "Priya Raghavan",
      role: "Export Manager",
      company: "Nilgiri Tea Exports",
      stars: 5,
    },
    {
      quote:
        "The document suggestions caught a certificate of origin we would have missed for a new destination. That alone saved us a week at the port.",
      name: "Karan Mehta",
      role: "Director",
      company: "Mehta Engineering Works",
      stars: 5,
    },
    {
      quote:
        "Our forwarder, our bank and our surveyor all work from the same documents now. Fewer emails, fewer mistakes.",
      name: "Fatima Sheikh",
      role: "Logistics Lead",
      company: "Crescent Textiles",
      stars: 5,
    },
  ],
};

export const demo = {
  title: "Book a demo",
  intro:
    "Tell us about your shipments and we will show you Exportly with documents like yours. We usually reply within two working days.",
  placeholders: {
    fullName: "Rahul Sharma",
    company: "Your Company",
    email: "rahul@yourcompany.com",
    phone: "+91 98765 43210",
    message: "Tell us about your export documentation needs...",
  },
  submit: "Schedule demo",
  submitting: "Scheduling…",
  success: "Demo scheduled successfully!",
  failure: "Failed to schedule demo. Please try again.",
};

export const footer = {
  tagline:
    "Export documents and electronic bills of lading for exporters and their trade network. Made in India, currently in beta.",
  columns: [
    {
      title: "Company",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Security", href: "/security" },
        { label: "Verify an eBL", href: "/verify" },
        { label: "Trusted Partners", href: "/partner-list" },
        { label: "API documentation", href: "/api-docs" },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Privacy Policy", href: "/privacyPolicy" },
        { label: "Terms and Conditions", href: "/termsAndConditions" },
        { label: "Terms of Use", href: "/termsOfUse" },
        { label: "Data Processing Agreement", href: "/data-processing-agreement" },
      ],
    },
  ] satisfies { title: string; links: NavLink[] }[],
  cookiePolicyLabel: "Cookie Policy",
  copyright: "© 2025 Exportly. All rights reserved.",
};

export const cookiePolicy = {
  title: "Cookie Policy",
  paragraphs: [
    "We use cookies and similar technologies to give you a better browsing experience, for example to keep you signed in and to remember your preferences.",
    "We also use them to analyse our traffic, so we can understand which pages are useful and improve them, and to show you tailored advertisements about Exportly where you have agreed to them.",
    "Page views are measured by our own systems; we do not load third-party tracking scripts. You can block or delete cookies in your browser settings, although parts of the platform, such as signing in, need them.",
  ],
  privacyLink: { label: "Privacy Policy", href: "/privacyPolicy" },
  close: "Close",
};

/** Fictional partners (see the note at the top of this file). */
export const partners: { title: string; intro: string; items: Partner[] } = {
  title: "Trusted Partners",
  intro:
    "The organisations below work with Exportly during our beta. They are sample entries while our partner programme is being set up.",
  items: [
    {
      name: "Western Ghats Bank",
      description:
        "Trade finance and documentary collections for small and mid-sized exporters, with eBL acceptance for letters of credit.",
    },
    {
      name: "Indus Ocean Carriers",
      description:
        "Container services between India, the Gulf and East Africa, issuing electronic bills of lading on Exportly.",
    },
    {
      name: "Sahyadri Survey & Inspection",
      description:
        "Pre-shipment inspection and cargo surveys whose reports are shared directly with the exporter's document set.",
    },
    {
      name: "Gateway Customs Brokers",
      description:
        "Customs house agents at Nhava Sheva and Mundra, preparing shipping bills from the data exporters enter once.",
    },
  ],
};
