"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "react-toastify";
import type { EblAction } from "@/lib/ebl/rules";
import { ApiError, errorMessage, type ApiIssue } from "@/lib/client/api";
import { apiRequest, type ApiOutput, type EndpointAt } from "@/lib/client/api-client";

export type Changed = ApiOutput<EndpointAt<"POST", "/api/envelopes/{id}/endorse">>;
export type ActionPath =
  | "/api/envelopes/{id}/issue"
  | "/api/envelopes/{id}/endorse"
  | "/api/envelopes/{id}/surrender"
  | "/api/envelopes/{id}/surrender-response"
  | "/api/envelopes/{id}/refuse"
  | "/api/envelopes/{id}/void";

// Every action endpoint answers the envelope and the new entry; the body is checked by the server.
const postAction = apiRequest as (
  method: "POST",
  path: ActionPath,
  input: { params: { id: string }; body: Record<string, unknown> },
) => Promise<Changed>;

export type ActionHandlers = {
  /** After a successful action. */
  onChanged: (changed: Changed) => void;
  /** Someone else acted first (409), or the bill must be read again. */
  onStale: () => void;
  /** The document does not pass DCSA validation (issue answered 422 invalid_document). */
  onIssues: (issues: ApiIssue[], message: string) => void;
};

/**
 * Which action dialog is open and the state of its request. A 409 (someone acted first) closes
 * the dialog and reloads the bill with a toast; a 422 with issues goes to the draft's issue list;
 * any other refusal stays in the dialog.
 */
export function useEnvelopeAction(envelopeId: string, { onChanged, onStale, onIssues }: ActionHandlers) {
  const router = useRouter();
  const [open, setOpen] = useState<EblAction | "DELETE" | "DECLINE" | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setOpen(null);
    setError(null);
  };

  /** POSTs one action; true when it went through. */
  async function run(path: ActionPath, body: Record<string, unknown>, success: (changed: Changed) => string) {
    setBusy(true);
    setError(null);
    try {
      const changed = await postAction("POST", path, { params: { id: envelopeId }, body });
      toast.success(success(changed));
      setOpen(null);
      onChanged(changed);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        toast.warning(`${e.message || "Someone else acted on this eBL first."} Showing its latest state.`);
        setOpen(null);
        onStale();
      } else if (e instanceof ApiError && e.status === 422 && e.issues.length > 0) {
        setOpen(null);
        onIssues(e.issues, e.message);
      } else setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    setError(null);
    try {
      await apiRequest("DELETE", "/api/envelopes/{id}", { params: { id: envelopeId } });
      toast.success("Draft deleted.");
      router.push("/ebl");
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  /** The named carrier declines a draft: it leaves the carrier's list, so go back to it. */
  async function decline() {
    setBusy(true);
    setError(null);
    try {
      await apiRequest("POST", "/api/envelopes/{id}/decline", { params: { id: envelopeId } });
      toast.success("Draft declined. Its creator sees that you declined it.");
      router.push("/ebl");
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return { open, setOpen, busy, error, close, run, remove, decline };
}
