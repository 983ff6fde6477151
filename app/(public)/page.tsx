import {
  Demo,
  Features,
  Hero,
  HowItWorks,
  Products,
  ProductTour,
  Technology,
  Testimonials,
  TrustedBy,
} from "@/components/landing/sections";
import { pageMetadata } from "@/lib/site/metadata";

export const metadata = pageMetadata({
  title: "Exportly: export documents and electronic bills of lading",
  description:
    "Prepare export documents once, check them before they leave your desk, and transfer eBLs secured by signed, hash-linked records. Made in India, now in beta.",
  path: "/",
  absoluteTitle: true,
});

export default function LandingPage() {
  return (
    <main id="main" tabIndex={-1}>
      <Hero />
      <TrustedBy />
      <Features />
      {/* Far enough below the fold that its lazy images do not load with the first view on a phone. */}
      <ProductTour />
      <Technology />
      <HowItWorks />
      <Products />
      <Testimonials />
      <Demo />
    </main>
  );
}
