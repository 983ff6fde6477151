"use client";

import { useId } from "react";
import { useApiQuery } from "@/lib/client/queries";
import { errorMessage } from "@/lib/client/api";
import { useDebounced } from "@/components/master-data/use-debounced";
import styles from "./suggestions.module.css";

const dotted = (code: string) => code.replace(/^(\d{4})(\d{2})$/, "$1.$2");

/**
 * HS code suggestions for the commodity as it is typed, as a radio group: nothing is used until
 * the user picks a code ("Don't use an HS code" is the default), because a suggested code is a
 * guess from words and its chapter changes the checklist.
 */
export function HsCandidates({
  commodity,
  value,
  onChange,
  error,
}: {
  commodity: string;
  /** The confirmed code, "" for none. */
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const id = useId();
  const q = useDebounced(commodity.trim(), 250);
  const query = useApiQuery("/api/hs-codes/suggest", { query: { q } }, { enabled: q.length >= 2 });
  const candidates = query.data?.candidates ?? [];
  return (
    <fieldset className={styles.hsBox} data-field="hs_code" aria-describedby={`${id}-hint`}>
      <legend>HS code</legend>
      <p id={`${id}-hint`} className="field-hint">
        Suggested from the commodity, best first, with the words that matched. Choose one to apply its chapter&apos;s
        rules.
      </p>
      {q.length < 2 ? null : query.isPending ? (
        <p className={styles.muted} role="status">
          Looking up HS codes…
        </p>
      ) : query.error ? (
        <p className="field-error">{errorMessage(query.error)}</p>
      ) : candidates.length === 0 ? (
        <p className={styles.muted}>No HS 2022 subheading matches these words.</p>
      ) : null}
      <label className={styles.radio}>
        <input type="radio" name="hs_code" value="" checked={value === ""} onChange={() => onChange("")} />
        <span>Don&apos;t use an HS code</span>
      </label>
      {value && !candidates.some((c) => c.code === value) ? (
        <label className={styles.radio}>
          <input type="radio" name="hs_code" value={value} checked onChange={() => onChange(value)} />
          <span>
            <strong>{dotted(value)}</strong> (chosen earlier)
          </span>
        </label>
      ) : null}
      {candidates.map((c) => (
        <label key={c.code} className={styles.radio}>
          <input
            type="radio"
            name="hs_code"
            value={c.code}
            checked={value === c.code}
            onChange={() => onChange(c.code)}
          />
          <span>
            <strong className="num">{dotted(c.code)}</strong> {c.description}
            <span className={styles.matched}> Matched: {c.matchedTerms.join(", ")}</span>
          </span>
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}
