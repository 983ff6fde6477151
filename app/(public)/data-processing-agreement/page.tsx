import { SignatureBlocks } from "@/components/legal/blocks";
import { LegalPage } from "@/components/legal/legal-page";
import { dataProcessingAgreement } from "@/components/legal/data-processing-agreement";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "Data Processing Agreement",
  description:
    "How Exportly processes personal data for its customers: controller and processor obligations, 48-hour breach notice and sub-processors.",
  path: "/data-processing-agreement",
});

export default function Page() {
  return (
    <LegalPage document={dataProcessingAgreement}>
      <SignatureBlocks />
    </LegalPage>
  );
}
