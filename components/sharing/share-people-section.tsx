"use client";

import { errorMessage } from "@/lib/client/api";
import { ShareeList } from "./sharee-list";
import type { Sharee } from "./types";
import styles from "./sharing.module.css";
import { Skeleton } from "@/components/ui/skeleton";

type Props = {
  id: string;
  reference: string;
  sharees: Sharee[] | null;
  loadError: unknown;
  titles: Record<string, string>;
  onChange: (sharee: Sharee) => void;
  onRevoke: (sharee: Sharee) => void;
};

/** The dialog's "People with access": loading, the load's error, nobody yet, or the list. */
export function SharePeopleSection({ id, reference, sharees, loadError, titles, onChange, onRevoke }: Props) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-people`}>
      <h3 id={`${id}-people`}>People with access</h3>
      {loadError ? (
        <p className="alert alert-error" role="alert">
          Could not load who has access: {errorMessage(loadError)}
        </p>
      ) : sharees === null ? (
        <Skeleton label="Loading who has access…" rows={2} />
      ) : sharees.length === 0 ? (
        <p className={styles.muted}>Nobody else has access to this shipment yet.</p>
      ) : (
        <ShareeList
          sharees={sharees}
          label={`People with access to ${reference}`}
          titles={titles}
          onChange={onChange}
          onRevoke={onRevoke}
        />
      )}
    </section>
  );
}
