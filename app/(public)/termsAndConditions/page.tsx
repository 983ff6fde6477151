import { LegalPage } from "@/components/legal/legal-page";
import { termsAndConditions } from "@/components/legal/terms-and-conditions";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "Terms and Conditions",
  description:
    "The terms for subscribing to Exportly: verification, licence, fees, liability, governing law of India and arbitration in Shimla.",
  path: "/termsAndConditions",
});

export default function Page() {
  return <LegalPage document={termsAndConditions} />;
}
