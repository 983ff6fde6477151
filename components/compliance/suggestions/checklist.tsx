import { ExternalLink } from "lucide-react";
import { Status } from "@/components/ui/status";
import type { SuggestionAnswer } from "./suggestions-view";
import styles from "./suggestions.module.css";

const GROUPS = [
  { level: "required", title: "Required", tone: "danger" },
  { level: "conditional", title: "Conditional", tone: "warning" },
  { level: "recommended", title: "Recommended", tone: "info" },
] as const;

const PARTY: Record<string, string> = {
  exporter: "Exporter",
  importer: "Importer (buyer)",
  carrier: "Carrier",
  insurer: "Insurer",
};

const dotted = (code: string) => code.replace(/^(\d{4})(\d{2})/, "$1.$2");

/** The checklist grouped by level, each document with its reasons, authority and source. */
export function Checklist({ answer, headingId }: { answer: SuggestionAnswer; headingId: string }) {
  return (
    <div className={`card ${styles.checklist}`}>
      <h2 id={headingId}>Suggested documents</h2>
      <p className={styles.derived}>
        How this was worked out: Exportly&apos;s rule engine, rule set {answer.ruleSetVersion}, applied to what you
        entered. No language model is involved; every document below names the rules that list it and their source.
        {answer.hs.source === "given" ? ` HS code ${dotted(answer.hs.code ?? "")} as you chose it.` : null}
        {answer.hs.source === "suggested"
          ? ` HS code not confirmed: ${dotted(answer.hs.code ?? "")} is only a suggestion and did not change the rules.`
          : null}
      </p>
      {GROUPS.map(({ level, title, tone }) => {
        const docs = answer.documents.filter((d) => d.level === level);
        if (docs.length === 0) return null;
        return (
          <section key={level} aria-labelledby={`level-${level}`} className={styles.group}>
            <h3 id={`level-${level}`}>
              {title} <span className={styles.count}>({docs.length})</span>
            </h3>
            <ul className={styles.docs}>
              {docs.map((doc) => (
                <li key={doc.key} className={styles.doc} data-document={doc.key}>
                  <div className={styles.docHead}>
                    <strong>{doc.title}</strong>
                    <Status tone={tone} icon={null}>
                      {title}
                    </Status>
                    {doc.templateKey ? <Status tone="success">Exportly template</Status> : null}
                  </div>
                  <p className={styles.meta}>
                    Responsible: {PARTY[doc.responsibleParty] ?? doc.responsibleParty}. {doc.condition}
                  </p>
                  <ul className={styles.reasons}>
                    {doc.reasons.map((r) => (
                      <li key={r.ruleId}>
                        <span className={styles.rule}>{r.ruleId}</span> {r.text}{" "}
                        <span className={styles.authority}>{r.authority}.</span>{" "}
                        <a href={r.sourceUrl} target="_blank" rel="noreferrer noopener" className={styles.source}>
                          Source
                          <ExternalLink size={14} aria-hidden="true" />
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {answer.notes.length ? (
        <section aria-labelledby="notes-heading" className={styles.group}>
          <h3 id="notes-heading">Notes</h3>
          <ul className={styles.notes}>
            {answer.notes.map((n) => (
              <li key={n.ruleId}>
                <Status tone={n.severity === "warning" ? "warning" : "info"}>
                  {n.severity === "warning" ? "Check" : "Note"}
                </Status>{" "}
                <span className={styles.rule}>{n.ruleId}</span> {n.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
