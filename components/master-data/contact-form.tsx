"use client";

import { useState } from "react";
import { ErrorSummary } from "@/components/ui/error-summary";
import { Field, SelectField, SubmitButton } from "@/components/ui/field";
import { CONTACT_ROLE_LABELS, CONTACT_ROLES, type ContactRole } from "@/lib/contacts/roles";
import { useApiMutation } from "@/lib/client/queries";
import { useSubmit } from "@/lib/client/use-submit";
import { COUNTRY_OPTIONS } from "@/lib/reference/countries";
import { dataFieldErrors, type ContactData, type SavedContact } from "./master-data-client";
import styles from "./master-data.module.css";
import { DialogActions } from "@/components/ui/modal";

const COUNTRY_CHOICES = [
  { value: "", label: "—" },
  ...COUNTRY_OPTIONS.map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
];

type Draft = {
  name: string;
  company: string;
  addressLines: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  email: string;
  phone: string;
  gstin: string;
  iec: string;
  pan: string;
  eori: string;
  vat: string;
  roles: ContactRole[];
};

const toDraft = (data?: ContactData): Draft => ({
  name: data?.name ?? "",
  company: data?.company ?? "",
  addressLines: (data?.addressLines ?? []).join("\n"),
  city: data?.city ?? "",
  state: data?.state ?? "",
  postalCode: data?.postalCode ?? "",
  country: data?.country ?? "",
  email: data?.email ?? "",
  phone: data?.phone ?? "",
  gstin: data?.taxIds?.gstin ?? "",
  iec: data?.taxIds?.iec ?? "",
  pan: data?.taxIds?.pan ?? "",
  eori: data?.taxIds?.eori ?? "",
  vat: data?.taxIds?.vat ?? "",
  roles: (data?.roles ?? []) as ContactRole[],
});

/** Every field is sent, empty ones as "": on an edit that clears them (PATCH semantics). */
function toPayload(draft: Draft, previous?: ContactData) {
  return {
    name: draft.name,
    company: draft.company,
    addressLines: draft.addressLines
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
    city: draft.city,
    state: draft.state,
    postalCode: draft.postalCode,
    country: draft.country,
    email: draft.email,
    phone: draft.phone,
    // Tax ids the form does not show (other) are kept as they were.
    taxIds: {
      ...(previous?.taxIds ?? {}),
      gstin: draft.gstin,
      iec: draft.iec,
      pan: draft.pan,
      eori: draft.eori,
      vat: draft.vat,
    },
    roles: draft.roles,
  };
}

/** The fields' names, for summary entries whose message does not say which field it is about. */
const LABELS: Record<string, string> = {
  company: "Company",
  name: "Contact name",
  addressLines: "Address",
  city: "City",
  state: "State or province",
  postalCode: "Postal code",
  country: "Country",
  email: "Email",
  phone: "Phone",
  "taxIds.gstin": "GSTIN",
  "taxIds.iec": "IEC",
  "taxIds.pan": "PAN",
  "taxIds.eori": "EORI",
  "taxIds.vat": "VAT number",
  roles: "Roles",
};

type Props = {
  /** The contact being edited; absent when adding one. */
  contact?: SavedContact;
  onSaved: (contact: SavedContact) => void;
  onCancel: () => void;
};

/** Add or edit a saved contact; field messages come from the API's issues. */
export function ContactForm({ contact, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(contact?.data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, alert, submit } = useSubmit();
  const create = useApiMutation("POST", "/api/contacts", { invalidates: ["/api/contacts"] });
  const update = useApiMutation("PATCH", "/api/contacts/{id}", { invalidates: ["/api/contacts"] });
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const onSubmit = submit(async () => {
    setErrors({});
    try {
      const body = { data: toPayload(draft, contact?.data) };
      const result = contact
        ? await update.mutateAsync({ params: { id: contact.id }, body })
        : await create.mutateAsync({ body });
      onSaved(result.contact);
    } catch (e) {
      setErrors(dataFieldErrors(e));
      throw e;
    }
  });

  const toggleRole = (role: ContactRole) =>
    setDraft((d) => ({ ...d, roles: d.roles.includes(role) ? d.roles.filter((r) => r !== role) : [...d.roles, role] }));

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={contact ? "Edit contact" : "Add contact"}>
      <ErrorSummary errors={errors} alert={alert} labels={LABELS} />
      <div className={styles.formGrid}>
        <Field
          label="Company"
          name="company"
          value={draft.company}
          onChange={set("company")}
          error={errors.company}
          autoComplete="organization"
        />
        <Field
          label="Contact name"
          name="name"
          value={draft.name}
          onChange={set("name")}
          error={errors.name}
          hint="A name or a company is required."
          autoComplete="name"
        />
      </div>
      <div className="field">
        <label htmlFor="contact-address">Address (one line per row, up to 4)</label>
        <textarea
          id="contact-address"
          name="addressLines"
          className={styles.textarea}
          value={draft.addressLines}
          onChange={set("addressLines")}
          aria-invalid={errors.addressLines ? true : undefined}
          aria-describedby={errors.addressLines ? "contact-address-error" : undefined}
        />
        {errors.addressLines ? (
          <p id="contact-address-error" className="field-error">
            {errors.addressLines}
          </p>
        ) : null}
      </div>
      <div className={styles.formGrid}>
        <Field label="City" name="city" value={draft.city} onChange={set("city")} error={errors.city} />
        <Field
          label="State or province"
          name="state"
          value={draft.state}
          onChange={set("state")}
          error={errors.state}
        />
        <Field
          label="Postal code"
          name="postalCode"
          value={draft.postalCode}
          onChange={set("postalCode")}
          error={errors.postalCode}
        />
        <SelectField
          label="Country"
          name="country"
          value={draft.country}
          onChange={(v) => setDraft((d) => ({ ...d, country: v }))}
          options={COUNTRY_CHOICES}
          error={errors.country}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          value={draft.email}
          onChange={set("email")}
          error={errors.email}
        />
        <Field label="Phone" name="phone" type="tel" value={draft.phone} onChange={set("phone")} error={errors.phone} />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Tax and trade ids</legend>
        <div className={styles.formGrid}>
          <Field
            label="GSTIN"
            name="taxIds.gstin"
            value={draft.gstin}
            onChange={set("gstin")}
            error={errors["taxIds.gstin"] ?? errors.taxIds}
          />
          <Field label="IEC" name="taxIds.iec" value={draft.iec} onChange={set("iec")} error={errors["taxIds.iec"]} />
          <Field label="PAN" name="taxIds.pan" value={draft.pan} onChange={set("pan")} error={errors["taxIds.pan"]} />
          <Field
            label="EORI"
            name="taxIds.eori"
            value={draft.eori}
            onChange={set("eori")}
            error={errors["taxIds.eori"]}
          />
          <Field
            label="VAT number"
            name="taxIds.vat"
            value={draft.vat}
            onChange={set("vat")}
            error={errors["taxIds.vat"]}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset} data-field="roles">
        <legend>Roles</legend>
        <div className={styles.checkRow}>
          {CONTACT_ROLES.map((role) => (
            <label key={role}>
              <input type="checkbox" checked={draft.roles.includes(role)} onChange={() => toggleRole(role)} />{" "}
              {CONTACT_ROLE_LABELS[role]}
            </label>
          ))}
        </div>
        {errors.roles ? <p className="field-error">{errors.roles}</p> : null}
      </fieldset>
      <DialogActions>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Saving…">
          {contact ? "Save changes" : "Save contact"}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
