import type { Metadata } from "next";
import { EnvelopeScreen } from "@/components/ebl/envelope-screen";

export const metadata: Metadata = { title: "eBL" };

type Props = { params: Promise<{ envelopeId: string }> };

export default async function EnvelopePage({ params }: Props) {
  const { envelopeId } = await params;
  return <EnvelopeScreen envelopeId={decodeURIComponent(envelopeId)} />;
}
