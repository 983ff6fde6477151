import { ContactBlock } from "@/components/legal/blocks";
import { LegalPage } from "@/components/legal/legal-page";
import { termsOfUse } from "@/components/legal/terms-of-use";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "Terms of Use",
  description: "The rules for using the Exportly website and platform, last updated February 2025.",
  path: "/termsOfUse",
});

export default function Page() {
  return (
    <LegalPage document={termsOfUse}>
      <ContactBlock />
    </LegalPage>
  );
}
