import type { Metadata } from "next";
import Link from "next/link";
import { UnsubscribePanel } from "@/components/weekly-summary/unsubscribe-panel";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The weekly summary's unsubscribe link: `/unsubscribe?token=…` (the token signs the user id). */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  return (
    <main id="main" tabIndex={-1} className="public-main" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Weekly summary</h1>
      {value ? (
        <UnsubscribePanel token={value} />
      ) : (
        <p>
          This link is incomplete. Change the weekly summary in <Link href="/settings">Settings</Link>.
        </p>
      )}
    </main>
  );
}
