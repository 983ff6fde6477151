import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getPageSession } from "@/lib/auth/current-actor";
import { safeNext, signInDestination } from "@/lib/site/safe-next";
import { siteUrl } from "@/lib/site/metadata";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const rawNext = Array.isArray(params.next) ? params.next[0] : params.next;
  // Empty when no safe target was given: the form then sends the account to its home (an admin to /admin).
  const next = safeNext(rawNext, siteUrl().origin, "");
  const session = await getPageSession();
  if (session) redirect(signInDestination(next, session.user.role, siteUrl().origin));
  return (
    <main className="auth-page">
      <LoginForm next={next} />
    </main>
  );
}
