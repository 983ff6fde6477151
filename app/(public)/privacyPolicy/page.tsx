import { LegalPage } from "@/components/legal/legal-page";
import { privacyPolicy } from "@/components/legal/privacy-policy";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description: "What personal data Exportly collects, why, how long it is kept, your rights and how we use cookies.",
  path: "/privacyPolicy",
});

export default function Page() {
  return <LegalPage document={privacyPolicy} />;
}
