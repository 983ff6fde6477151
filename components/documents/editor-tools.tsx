"use client";

import type { Totals } from "@/lib/templates/totals";
import type { TemplateDescriptor } from "@/lib/templates/descriptors";
import { FinalisePanel } from "./finalise-panel";
import type { FinaliseOutcome } from "./use-document-actions";
import { PdfPanel } from "./pdf-panel";
import { TotalsPanel } from "./totals-panel";
import type { DocumentDto } from "./types";
import styles from "./documents.module.css";

type Props = {
  shipmentId: string;
  template: TemplateDescriptor;
  server: DocumentDto;
  live: Totals;
  dirty: boolean;
  /** The owner may finalise a document that is not read only. */
  finalisable: boolean;
  saving: boolean;
  onFinalise: (overrideComplianceErrors?: boolean) => Promise<FinaliseOutcome>;
};

/** The editor's right-hand column: the live PDF preview, the totals and finalise. */
export function EditorTools(props: Props) {
  const { shipmentId, template, server, live, dirty, finalisable, saving, onFinalise } = props;
  return (
    <aside className={styles.sidePanel} aria-label="Preview and totals">
      <PdfPanel
        shipmentId={shipmentId}
        templateKey={template.key}
        version={server.version}
        dirty={dirty}
        title={template.title}
      />
      <TotalsPanel keys={template.totals} live={live} confirmed={server.totals} dirty={dirty} />
      {finalisable ? (
        <FinalisePanel
          title={template.title}
          version={server.version}
          empty={server.state === "empty"}
          dirty={dirty}
          saving={saving}
          onFinalise={onFinalise}
        />
      ) : null}
    </aside>
  );
}
