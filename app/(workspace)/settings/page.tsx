import type { Metadata } from "next";
import { ApiTokensSection } from "@/components/settings/api-tokens-section";
import { CompanyLogoSection } from "@/components/settings/company-logo-section";
import { EmailForm } from "@/components/settings/email-form";
import { ProfileForm } from "@/components/settings/profile-form";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Settings</h1>
        <p>Your profile, sign-in email, company logo and personal API tokens.</p>
      </header>
      <ProfileForm />
      <EmailForm />
      <CompanyLogoSection />
      <ApiTokensSection />
    </div>
  );
}
