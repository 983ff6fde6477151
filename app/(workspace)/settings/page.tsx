import type { Metadata } from "next";
import { ApiTokensSection } from "@/components/settings/api-tokens-section";
import { EmailForm } from "@/components/settings/email-form";
import { ProfileForm } from "@/components/settings/profile-form";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Settings</h1>
        <p>Your profile, sign-in email and personal API tokens.</p>
      </header>
      <ProfileForm />
      <EmailForm />
      <ApiTokensSection />
    </div>
  );
}
