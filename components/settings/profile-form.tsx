"use client";

import { useState } from "react";
import { toast } from "react-toastify";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { timeZoneOptions, useTimeZoneChoices } from "@/components/settings/use-time-zones";
import { apiRequest } from "@/lib/client/api-client";
import { useSubmit } from "@/lib/client/use-submit";
import { useAppState } from "@/lib/client/app-state";
import type { ClientUser } from "@/lib/client/types";

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  country: string;
  timeZone: string;
};

const valuesOf = (user: ClientUser | null): Values => ({
  firstName: user?.firstName ?? "",
  lastName: user?.lastName ?? "",
  phone: user?.phone ?? "",
  company: user?.company ?? "",
  country: user?.country ?? "",
  // "": the browser's zone, sent with each report request (the API stores null).
  timeZone: user?.timeZone ?? "",
});

export function ProfileForm() {
  const { user, setUser } = useAppState();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const { busy, errors, alert, submit } = useSubmit();
  const zoneChoices = useTimeZoneChoices();
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const save = submit(async () => {
    if (!user) return;
    const { user: updated } = await apiRequest("PUT", "/api/users/{id}", { params: { id: user.id }, body: values });
    setUser(updated);
    setValues(valuesOf(updated));
    toast.success("Profile saved.");
  });

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <form className="form" onSubmit={save} noValidate>
        <ErrorSummary errors={errors} alert={alert} />
        <div className="form-row">
          <Field
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set("firstName")(e.target.value)}
            error={errors.firstName}
          />
          <Field
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set("lastName")(e.target.value)}
            error={errors.lastName}
          />
        </div>
        <div className="form-row">
          <Field
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => set("phone")(e.target.value)}
            error={errors.phone}
          />
          <Field
            label="Company"
            name="company"
            autoComplete="organization"
            value={values.company}
            onChange={(e) => set("company")(e.target.value)}
            error={errors.company}
          />
          <Field
            label="Country"
            name="country"
            autoComplete="country"
            maxLength={2}
            value={values.country}
            onChange={(e) => set("country")(e.target.value.toUpperCase())}
            error={errors.country}
            hint="Two-letter code, for example IN."
          />
        </div>
        <div className="form-row">
          <SelectField
            label="Time zone"
            name="timeZone"
            value={values.timeZone}
            onChange={set("timeZone")}
            options={timeZoneOptions(zoneChoices, values.timeZone)}
            error={errors.timeZone}
          />
        </div>
        <div>
          <SubmitButton busy={busy} busyLabel="Saving…">
            Save profile
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
