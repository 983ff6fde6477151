"use client";

import { useState, type FormEvent, type RefObject } from "react";
import { toast } from "react-toastify";
import { ApiError, errorMessage } from "@/lib/client/api";
import { useApiMutation } from "@/lib/client/queries";
import { isTemplateKey, type TemplateKey } from "@/lib/templates/descriptors";
import { accessToPermission, permissionToAccess, type Permission } from "./permission";
import { shareIssues, type ShareErrors } from "./share-issues";
import { personLabel, type Sharee } from "./types";
import type { ShareDocument } from "./use-share-data";

export type Choice = Record<string, Permission>;
const NO_ERRORS: ShareErrors = { docs: {} };

const choiceOf = (sharee: Sharee | null): Choice =>
  Object.fromEntries((sharee?.forms ?? []).map((f) => [f.name, accessToPermission(f.access)]));

type Options = {
  shipmentId: string;
  person: Sharee | null;
  sharees: Sharee[] | null;
  documents: ShareDocument[] | null;
  /** After a share, with the sharees as they now are. */
  onShared: (next: Sharee[]) => void;
  /** The form's heading (focused to edit a person) and address field (focused on its error). */
  headingRef: RefObject<HTMLHeadingElement | null>;
  emailRef: RefObject<HTMLInputElement | null>;
};

/** The "share with someone" form: address, documents and permissions, the 400's messages on their fields. */
export function useShareForm({ shipmentId, person, sharees, documents, onShared, headingRef, emailRef }: Options) {
  const [email, setEmail] = useState(person?.email ?? "");
  const [choice, setChoice] = useState<Choice>(choiceOf(person));
  const [errors, setErrors] = useState<ShareErrors>(NO_ERRORS);
  const [alert, setAlert] = useState<string | null>(null);
  const share = useApiMutation("PUT", "/api/shipments/share-users", { invalidates: ["/api/shipments/{id}"] });

  const normalised = email.trim().toLowerCase();
  const finalised = new Set((documents ?? []).filter((d) => d.state === "final").map((d) => d.name));
  const existing = sharees?.find((s) => s.email === normalised) ?? null;
  // Only template keys can be shared (the names the shipment screens pass are plain strings).
  const sent = (documents ?? [])
    .map((d) => d.name)
    .filter((name): name is TemplateKey => isTemplateKey(name) && name in choice);

  function reset() {
    setEmail("");
    setChoice({});
    setErrors(NO_ERRORS);
    setAlert(null);
  }

  function edit(sharee: Sharee) {
    setEmail(sharee.email);
    setChoice(choiceOf(sharee));
    setErrors(NO_ERRORS);
    setAlert(null);
    headingRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    setAlert(null);
    try {
      // A finalised document is only ever shared read only (the server refuses edit with a 422).
      const forms = sent.map((name) => ({
        name,
        access: finalised.has(name) ? ("read" as const) : permissionToAccess(choice[name]),
      }));
      const { share: saved } = await share.mutateAsync({ body: { shipmentId, email, forms } });
      const known = sharees?.some((s) => s.email === saved.email);
      const before = sharees ?? [];
      onShared(known ? before.map((s) => (s.email === saved.email ? saved : s)) : [...before, saved]);
      const who = personLabel(saved);
      toast.success(
        known
          ? `Access of ${who} updated.`
          : saved.pending
            ? `Invitation sent to ${saved.email}.`
            : `Shared with ${who}.`,
      );
      reset();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.issues.length > 0) {
        const found = shareIssues(error, sent);
        setErrors(found);
        const placed = found.email || found.forms || Object.keys(found.docs).length > 0;
        setAlert(placed ? "Not shared: see the marked fields." : error.message);
        if (found.email) emailRef.current?.focus();
      } else {
        setAlert(errorMessage(error));
        toast.error(`Not shared: ${errorMessage(error)}`);
      }
    }
  }

  const pickEmail = (value: string) => {
    setEmail(value);
    setErrors((current) => ({ ...current, email: undefined }));
  };

  return {
    email,
    setEmail,
    pickEmail,
    normalised,
    existing,
    choice,
    setChoice,
    errors,
    alert,
    saving: share.isPending,
    submit,
    edit,
    reset,
  };
}

export type ShareFormState = ReturnType<typeof useShareForm>;
