import { LegalPage } from "@/components/legal/legal-page";
import { about } from "@/components/legal/about";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "About Us",
  description:
    "Exportly is an Indian company building one platform for export documents, electronic bills of lading and the trade network.",
  path: "/about",
});

export default function Page() {
  return <LegalPage document={about} />;
}
