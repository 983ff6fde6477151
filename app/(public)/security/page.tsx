import { LegalPage } from "@/components/legal/legal-page";
import { security } from "@/components/legal/security";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "Security",
  description:
    "How Exportly protects your data and electronic bills of lading: hashed credentials, access control, signed hash-linked eBL records.",
  path: "/security",
});

export default function Page() {
  return <LegalPage document={security} />;
}
