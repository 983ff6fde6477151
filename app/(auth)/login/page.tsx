import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getPageSession } from "@/lib/auth/current-actor";
import { safeNext } from "@/lib/site/safe-next";
import { siteUrl } from "@/lib/site/metadata";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const rawNext = Array.isArray(params.next) ? params.next[0] : params.next;
  const next = safeNext(rawNext, siteUrl().origin);
  if (await getPageSession()) redirect(next);
  return (
    <main className="auth-page">
      <LoginForm next={next} />
    </main>
  );
}
