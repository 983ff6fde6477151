import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "eBL envelope" };

type Props = { params: Promise<{ envelopeId: string }> };

export default async function EnvelopePage({ params }: Props) {
  const { envelopeId } = await params;
  return (
    <div className="stack">
      <header className="page-header">
        <p>
          <Link href="/ebl">← Electronic bills of lading</Link>
        </p>
        <h1>eBL envelope</h1>
        <p>
          Envelope: <code>{decodeURIComponent(envelopeId)}</code>
        </p>
      </header>
      <EmptyState title="Envelope view not available yet">This envelope&apos;s transport document and its endorsement chain will be shown here once eBL issuance is available.</EmptyState>
    </div>
  );
}
