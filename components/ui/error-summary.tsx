"use client";

import { useEffect, useId, useRef } from "react";

type Props = {
  /** Field messages keyed by the field's `name` (as useSubmit gives them); "" holds a message with no field. */
  errors: Record<string, string>;
  /** The form-level message, shown under the heading when no field carries it. */
  alert?: string | null;
  /** Readable names for the keys, used when the message alone would not say which field it is about. */
  labels?: Record<string, string>;
  title?: string;
};

/**
 * The error summary every form shows when a save is refused (GOV.UK's pattern): a box at the top
 * that takes focus, lists each problem, and links each one to its field. The link finds the field
 * by name inside the same form (or by `data-field` for composite widgets such as the combobox), so
 * forms need no id bookkeeping; the field itself carries aria-invalid and its own message.
 */
export function ErrorSummary({ errors, alert, labels, title = "There is a problem" }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const entries = Object.entries(errors).filter(([key, message]) => key !== "" && message);
  const general = [alert, errors[""]].filter((m, i, all): m is string => !!m && all.indexOf(m) === i);
  const shown = entries.length > 0 || general.length > 0;
  const signature = JSON.stringify([entries, general]);

  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown, signature]);

  if (!shown) return null;

  const focusField = (key: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    const scope = box.current?.closest("form") ?? document;
    const escaped = CSS.escape(key);
    const target = scope.querySelector<HTMLElement>(
      `[data-field="${escaped}"] input, [data-field="${escaped}"] select, [data-field="${escaped}"] textarea, [name="${escaped}"], #${escaped}`,
    );
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: "center" });
    target.focus();
  };

  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby={titleId}>
      <h2 className="error-summary-title" id={titleId}>
        {title}
      </h2>
      {general.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {entries.length > 0 ? (
        <ul>
          {entries.map(([key, message]) => (
            <li key={key}>
              <a href={`#${key}`} onClick={focusField(key)}>
                {labels?.[key] && !message.toLowerCase().includes(labels[key].toLowerCase())
                  ? `${labels[key]}: ${message}`
                  : message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
