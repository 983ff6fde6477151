import type { Metadata } from "next";
import { ApiTokensSection } from "@/components/settings/api-tokens-section";
import { CompanyLogoSection } from "@/components/settings/company-logo-section";
import { EmailForm } from "@/components/settings/email-form";
import { ProfileForm } from "@/components/settings/profile-form";
import { WeeklySummarySection } from "@/components/settings/weekly-summary-section";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <div className="stack">
      <header className="page-header">
        <h1>Settings</h1>
        <p>Your profile and time zone, sign-in email, weekly summary, company logo and personal API tokens.</p>
      </header>
      <ProfileForm />
      <EmailForm />
      <WeeklySummarySection />
      <CompanyLogoSection />
      <ApiTokensSection />
    </div>
  );
}
