import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "Document" };

type Props = { params: Promise<{ path: string[] }> };

export default async function ExportDocumentPage({ params }: Props) {
  const { path } = await params;
  const reference = path.map((p) => decodeURIComponent(p)).join("/");
  return (
    <div className="stack">
      <header className="page-header">
        <p>
          <Link href="/exportdocs">← Export documents</Link>
        </p>
        <h1>Document</h1>
        <p>
          Reference: <code>{reference}</code>
        </p>
      </header>
      <EmptyState title="Document view not available yet">A single document, its versions and its PDF will be shown here once document creation is available.</EmptyState>
    </div>
  );
}
