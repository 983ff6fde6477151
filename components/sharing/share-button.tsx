"use client";

import { useState } from "react";
import { ShareDialog, type ShareTarget } from "./share-dialog";

/** "Share" on a shipment (the list and the shipment screen): opens the share dialog. */
export function ShareButton({ shipment, label = "Share" }: { shipment: ShareTarget; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
        <span className="visually-hidden"> {shipment.reference}</span>
      </button>
      <ShareDialog open={open} shipment={shipment} onClose={() => setOpen(false)} />
    </>
  );
}
