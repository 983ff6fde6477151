"use client";

import { useId } from "react";
import { CircleCheck, CircleDashed } from "lucide-react";
import type { IssueChecklist } from "@/lib/ebl/issue-checklist";
import styles from "./ebl.module.css";

type Props = {
  checklist: IssueChecklist;
  /** The input id of a field key, to focus it from its item. */
  fieldId: (key: string) => string;
  /** Whether the form has edits not saved yet (the checklist is the saved draft's). */
  dirty: boolean;
};

/** Moves to a field and focuses it (the item's link). */
export function focusField(id: string, event?: { preventDefault: () => void }) {
  const target = document.getElementById(id);
  if (!target) return;
  event?.preventDefault();
  target.scrollIntoView({ block: "center" });
  target.focus();
}

/**
 * "Ready to issue: 12 of 16": what the saved draft still needs before it can be issued, grouped by
 * section, each item in words and linked to its field. Built from the server's own issue check
 * (lib/ebl/issue-checklist.ts), so it agrees with what issuing would answer.
 */
export function ReadyChecklist({ checklist, fieldId, dirty }: Props) {
  const id = useId();
  return (
    <section className={styles.checklist} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        Ready to issue: {checklist.done} of {checklist.total}
      </h3>
      <progress className={styles.progress} value={checklist.done} max={checklist.total} aria-hidden="true" />
      <p className={styles.muted}>
        {checklist.complete
          ? "Everything DCSA needs is in the saved draft: the carrier can issue it."
          : "What the saved draft still needs before it can be issued. Each item links to its field."}
        {dirty ? " You have unsaved changes: save the draft to update this list." : null}
      </p>
      {checklist.sections.map((section) => {
        const todo = section.items.filter((item) => !item.done);
        const done = section.items.length - todo.length;
        return (
          <div key={section.id} className="stack-tight">
            <h4>
              {section.title}: {done} of {section.items.length}
            </h4>
            {todo.length > 0 ? (
              <ul className={styles.checklistItems} aria-label={`${section.title}: to do`}>
                {todo.map((item) => (
                  <li key={item.id}>
                    <CircleDashed size={16} aria-hidden="true" className={styles.checkTodo} />
                    <span>
                      <span className="visually-hidden">To do: </span>
                      {item.fieldKey ? (
                        <a href={`#${fieldId(item.fieldKey)}`} onClick={(e) => focusField(fieldId(item.fieldKey!), e)}>
                          {item.label}
                        </a>
                      ) : (
                        item.label
                      )}
                      {item.problem && item.problem !== "Missing" ? `: ${item.problem}` : null}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.buttonRow}>
                <CircleCheck size={16} aria-hidden="true" className={styles.checkDone} /> All done.
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
