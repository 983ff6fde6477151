"use client";

import { useEffect, useRef, useState, type DragEvent } from "react";
import type { Jwks } from "@/lib/ebl/chain/format";
import type { VerificationReport } from "@/lib/ebl/contract";
import { VerificationResult } from "./verification-result";
import styles from "./bundle-verifier.module.css";

type State =
  | { kind: "idle" }
  | { kind: "verifying"; source: string }
  | { kind: "done"; source: string; report: VerificationReport }
  | { kind: "error"; message: string };

/** This site's published keys, or null when they could not be fetched (verification goes on without them). */
async function fetchPlatformKeys(): Promise<Jwks | null> {
  try {
    const response = await fetch("/.well-known/jwks.json", { headers: { accept: "application/json" } });
    if (!response.ok) return null;
    const jwks = (await response.json()) as Jwks;
    return Array.isArray(jwks?.keys) ? jwks : null;
  } catch {
    return null;
  }
}

/**
 * Drop, choose or paste an exported eBL bundle: it is verified here, in the browser, by the same
 * module the API and the exportly-verify command run (loaded on demand, so no other page pays
 * for it). Nothing is uploaded. This site's JWKS, fetched from the same origin, says whether the
 * signing keys are this platform's; without it the bundle's integrity is still checked, but the
 * verdict says its origin is not verified (in red), never "valid".
 */
export function BundleVerifier() {
  const [state, setState] = useState<State>({ kind: "idle" });
  const [dragging, setDragging] = useState(false);
  const [pasted, setPasted] = useState("");
  const [ready, setReady] = useState(false);
  const platformKeys = useRef<Promise<Jwks | null> | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    platformKeys.current = fetchPlatformKeys();
    // Load the verifier once the page is up, so a bundle can be checked even if the connection drops.
    void import("@/lib/ebl/verifier/verify-bundle").then(
      () => setReady(true),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    if (state.kind === "done") resultHeading.current?.focus();
  }, [state]);

  async function verify(input: Uint8Array | string, source: string) {
    setState({ kind: "verifying", source });
    try {
      const [{ verifyBundle }, trustedKeys] = await Promise.all([
        import("@/lib/ebl/verifier/verify-bundle"),
        platformKeys.current ?? fetchPlatformKeys(),
      ]);
      const report = await verifyBundle(input, trustedKeys ? { trustedKeys } : {});
      setState({ kind: "done", source, report });
    } catch (error) {
      setState({
        kind: "error",
        message: `The verifier could not run in this browser (${(error as Error).message}). Try a current browser, or the exportly-verify command.`,
      });
    }
  }

  async function onFile(file: File | undefined) {
    if (!file) return;
    try {
      await verify(new Uint8Array(await file.arrayBuffer()), file.name);
    } catch {
      setState({ kind: "error", message: `The file ${file.name} could not be read. Choose it again.` });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void onFile(event.dataTransfer.files[0]);
  }

  const busy = state.kind === "verifying";
  return (
    <div className={styles.verifier} data-verifier-ready={ready}>
      <div
        className={`${styles.dropZone} ${dragging ? styles.dragging : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
      >
        <p className={styles.dropTitle}>Drop an eBL bundle file here</p>
        <div className="field">
          <label htmlFor="bundle-file">Or choose the bundle file (.json)</label>
          <input
            id="bundle-file"
            type="file"
            accept=".json,application/json"
            disabled={busy}
            aria-describedby="bundle-file-help"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
          <p id="bundle-file-help" className="field-hint">
            The file you exported from the bill&apos;s page. It is checked in your browser and is not uploaded.
          </p>
        </div>
      </div>

      <form
        className={styles.paste}
        onSubmit={(event) => {
          event.preventDefault();
          if (pasted.trim()) void verify(pasted, "pasted JSON");
        }}
      >
        <div className="field">
          <label htmlFor="bundle-json">Or paste the bundle JSON</label>
          <textarea
            id="bundle-json"
            className={styles.textarea}
            rows={4}
            spellCheck={false}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            disabled={busy}
          />
        </div>
        <button type="submit" className="btn btn-secondary" disabled={busy || !pasted.trim()}>
          Verify pasted JSON
        </button>
      </form>

      <div role="status" aria-live="polite" className={styles.status}>
        {state.kind === "verifying" && (
          <p>
            <span className="spinner" aria-hidden="true" /> Verifying {state.source}…
          </p>
        )}
        {state.kind === "done" && (
          <p className="visually-hidden">
            {state.report.valid
              ? `${state.source}: valid.`
              : state.report.integrity
                ? `${state.source}: integrity verified, origin not verified.`
                : `${state.source}: not valid.`}
          </p>
        )}
      </div>
      {state.kind === "error" && (
        <p role="alert" className="alert alert-error">
          {state.message}
        </p>
      )}
      {state.kind === "idle" && (
        <div className="empty-state">
          <h2>Nothing checked yet</h2>
          <p>Choose a bundle to see every check, green or red, with the reason.</p>
        </div>
      )}
      {state.kind === "done" && (
        <VerificationResult report={state.report} source={state.source} headingRef={resultHeading} />
      )}
    </div>
  );
}
