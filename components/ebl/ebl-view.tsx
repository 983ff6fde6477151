"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { Tabs } from "@/components/ui/tabs";
import { RequiresVerification } from "@/components/verification/requires-verification";
import { useAppState } from "@/lib/client/app-state";
import { EnvelopeList, type ListRole } from "./envelope-list";
import { NewDraftDialog } from "./new-draft-dialog";
import styles from "./ebl.module.css";

const TABS = [
  { key: "possessor", label: "In my possession" },
  { key: "awaiting", label: "Awaiting my action" },
  { key: "drafts", label: "Drafts" },
  { key: "issuer", label: "Issued by me" },
  { key: "history", label: "History" },
] as const satisfies readonly { key: ListRole; label: string }[];

const EMPTY: Record<ListRole, { title: string; text: string }> = {
  possessor: {
    title: "No eBL in your possession",
    text: "Bills you hold appear here: issued to you as shipper, or transferred or endorsed to you. Create a draft to have your carrier issue one.",
  },
  awaiting: {
    title: "Nothing awaits your action",
    text: "Drafts to issue, surrenders to answer and bills you may endorse or surrender appear here.",
  },
  drafts: {
    title: "No drafts",
    text: "Drafts you started, and drafts a shipper prepared for you to issue as carrier, stay here until they are issued.",
  },
  issuer: {
    title: "You have not issued an eBL",
    text: "As a shipping line or freight forwarder, the bills you issue appear here. Create a draft, complete it and issue it.",
  },
  history: {
    title: "No history yet",
    text: "Every eBL you have been party to stays here, including those you passed on and those surrendered or voided.",
  },
};

const isTab = (value: string | null): value is ListRole => TABS.some((t) => t.key === value);

/**
 * The /ebl screen: five lists (the tab is kept in the URL, ?tab=awaiting) and "New draft eBL".
 * `?new=1` opens the new-draft dialog, `&shipment=<id>` prefilled from a shipment (the shipment
 * screen links here).
 */
export function EblView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { user } = useAppState();
  const tabParam = searchParams.get("tab");
  const selected: ListRole = isTab(tabParam) ? tabParam : "possessor";
  const [newOpen, setNewOpen] = useState(searchParams.get("new") === "1");
  const shipmentId = searchParams.get("shipment");

  const select = (tab: ListRole) => {
    const params = new URLSearchParams();
    if (tab !== "possessor") params.set("tab", tab);
    const query = params.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };

  const closeNew = () => {
    setNewOpen(false);
    if (searchParams.get("new")) select(selected);
  };

  return (
    <div className="stack">
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          Signed, tamper-evident bills of lading: every issue, endorsement and surrender is a signed entry anyone can
          verify.
        </p>
        <RequiresVerification action="Issue an eBL">
          <button type="button" className="btn" onClick={() => setNewOpen(true)}>
            New draft eBL
          </button>
        </RequiresVerification>
      </div>
      <div className={styles.tabsFit}>
        <Tabs label="Electronic bills of lading" tabs={TABS} selected={selected} onSelect={select}>
          {(tab) => (
            <EnvelopeList key={tab} role={tab} label={TABS.find((t) => t.key === tab)!.label} empty={EMPTY[tab]} />
          )}
        </Tabs>
      </div>
      {user?.verificationState === "verified" ? (
        <NewDraftDialog open={newOpen} onClose={closeNew} shipmentId={shipmentId} />
      ) : null}
    </div>
  );
}
