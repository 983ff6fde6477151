import type { Metadata } from "next";
import { InvitationAccept } from "@/components/sharing/invitation-accept";

export const metadata: Metadata = { title: "Invitation", robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/**
 * /invitations/{token}, the link of an invitation email. Under the workspace layout, so a
 * visitor is sent to /login?next=/invitations/{token} and comes back here signed in.
 */
export default async function InvitationPage({ params }: Props) {
  const { token } = await params;
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Invitation</h1>
        <p>Documents and network invitations sent to your email address.</p>
      </header>
      <InvitationAccept token={decoded(token)} />
    </div>
  );
}

/** A malformed escape in a hand-edited link is sent as typed; the server then answers 404. */
function decoded(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
