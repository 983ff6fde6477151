"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Modal } from "@/components/ui/modal";
import { RevokeDialog } from "./revoke-dialog";
import { ShareForm } from "./share-form";
import { SharePeopleSection } from "./share-people-section";
import type { Sharee } from "./types";
import { useShareData, type ShareTarget } from "./use-share-data";
import { useShareForm } from "./use-share-form";
import styles from "./sharing.module.css";

export type { ShareTarget } from "./use-share-data";

type Props = {
  open: boolean;
  shipment: ShareTarget | null;
  /** Open with this person's current access in the form ("Change access"). */
  person?: Sharee | null;
  onClose: () => void;
  /** Every change (share, change, revoke), with the sharees as they now are. */
  onChanged?: (sharees: Sharee[]) => void;
};

/** The share dialog of one shipment: who has access, change or revoke it, and share with someone new. */
export function ShareDialog({ open, shipment, person, onClose, onChanged }: Props) {
  return (
    <Modal
      open={open && shipment !== null}
      title={`Share ${shipment?.reference ?? "shipment"}`}
      onClose={onClose}
      size="wide"
    >
      {open && shipment ? (
        <ShareManager shipment={shipment} person={person ?? null} onClose={onClose} onChanged={onChanged} />
      ) : null}
    </Modal>
  );
}

type ManagerProps = {
  shipment: ShareTarget;
  person: Sharee | null;
  onClose: () => void;
  onChanged?: (sharees: Sharee[]) => void;
};

function ShareManager({ shipment, person, onClose, onChanged }: ManagerProps) {
  const id = useId();
  const { sharees, documents, loadError, connections } = useShareData(shipment);
  const [toRevoke, setToRevoke] = useState<Sharee | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const form = useShareForm({
    headingRef,
    emailRef,
    shipmentId: shipment.id,
    person,
    sharees,
    documents,
    onShared: (next) => onChanged?.(next),
  });
  useEffect(() => {
    if (person) headingRef.current?.focus();
  }, [person]);

  const titles = Object.fromEntries((documents ?? []).map((d) => [d.name, d.title]));

  return (
    <div className={styles.dialogBody}>
      <SharePeopleSection
        id={id}
        reference={shipment.reference}
        sharees={sharees}
        loadError={loadError}
        titles={titles}
        onChange={form.edit}
        onRevoke={setToRevoke}
      />
      <ShareForm
        id={id}
        form={form}
        documents={documents}
        loadFailed={Boolean(loadError)}
        connections={connections}
        onClose={onClose}
        headingRef={headingRef}
        emailRef={emailRef}
      />
      <RevokeDialog
        shipment={shipment}
        sharee={toRevoke}
        onCancel={() => setToRevoke(null)}
        onRevoked={(gone) => {
          setToRevoke(null);
          onChanged?.((sharees ?? []).filter((s) => s.email !== gone.email));
          if (form.normalised === gone.email) form.reset();
        }}
      />
    </div>
  );
}
