"use client";

import { useId, useState } from "react";
import { CopyCheck, Plus, Split, Trash } from "lucide-react";
import {
  CARGO_FIELDS,
  cargoLabel,
  CONTAINER_FIELDS,
  containerLabel,
  emptyCargo,
  emptyContainer,
  emptyLine,
  LINE_FIELDS,
  lineLabel,
  type DocumentField,
  type Goods,
  type GoodsLine,
} from "@/lib/ebl/document-fields";
import styles from "./ebl.module.css";

type Props = {
  goods: Goods;
  onChange: (goods: Goods) => void;
  /** The input id for a field key (`line.1.hsCodes`), so the checklist and the error summary can focus it. */
  fieldId: (key: string) => string;
  /** Messages by field key, from a refused save or issue. */
  errors: Record<string, string>;
};

/**
 * The goods of the bill: a table over EVERY consignment item (a goods line), each with its cargo
 * items (the part packed in one container: a line split over two containers has two), and a
 * table over every container. The carrier booking reference and a container can be applied to
 * all lines at once. Both tables scroll inside their own box on narrow screens.
 */
export function GoodsTable({ goods, onChange, fieldId, errors }: Props) {
  const id = useId();
  const [booking, setBooking] = useState(() => goods.lines.find((l) => l.booking)?.booking ?? "");
  const [container, setContainer] = useState(() => goods.containers[0]?.reference ?? "");
  const containerRefs = goods.containers.map((c) => c.reference.trim()).filter(Boolean);
  const datalist = `${id}-containers`;

  const setLine = (i: number, change: (line: GoodsLine) => GoodsLine) =>
    onChange({ ...goods, lines: goods.lines.map((line, n) => (n === i ? change(line) : line)) });

  const applyBooking = () =>
    onChange({ ...goods, lines: goods.lines.map((line) => ({ ...line, booking: booking.trim() })) });
  const applyContainer = () =>
    onChange({
      ...goods,
      lines: goods.lines.map((line) => ({
        ...line,
        cargo: line.cargo.map((cargo) => ({ ...cargo, container: container.trim() })),
      })),
    });

  return (
    <>
      <fieldset className={`${styles.fieldset} ${styles.wideSet}`}>
        <legend>Goods</legend>
        <p className={`${styles.muted} ${styles.full}`}>
          One row per goods line. A line packed in more than one container has one part per container: add a part with{" "}
          <em>Split over another container</em>.
        </p>
        <div className={`${styles.applyAll} ${styles.full}`}>
          <ApplyToAllField
            id={`${id}-booking`}
            label="Carrier booking reference for every line"
            maxLength={35}
            value={booking}
            onChange={setBooking}
            onApply={applyBooking}
          />
          <ApplyToAllField
            id={`${id}-container`}
            label="Container for every line"
            maxLength={11}
            list={datalist}
            value={container}
            onChange={setContainer}
            onApply={applyContainer}
          />
        </div>
        <datalist id={datalist}>
          {containerRefs.map((reference) => (
            <option key={reference} value={reference} />
          ))}
        </datalist>
        <div className={`${styles.tableScroll} ${styles.full}`} role="region" aria-label="Goods lines" tabIndex={0}>
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col">Line</th>
                {LINE_FIELDS.map((f) => (
                  <th scope="col" key={f.key}>
                    {f.label}
                  </th>
                ))}
                {CARGO_FIELDS.map((f) => (
                  <th scope="col" key={f.key}>
                    {f.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Line actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {goods.lines.length === 0 ? (
                <tr>
                  <td colSpan={LINE_FIELDS.length + CARGO_FIELDS.length + 2} className={styles.muted}>
                    No goods yet: add a line.
                  </td>
                </tr>
              ) : null}
              {goods.lines.flatMap((line, i) =>
                line.cargo.map((cargo, j) => (
                  <tr key={`${i}-${j}`} className={j === 0 ? styles.lineStart : undefined}>
                    {j === 0 ? (
                      <>
                        <th scope="row" rowSpan={line.cargo.length}>
                          {i + 1}
                        </th>
                        {LINE_FIELDS.map((field) => (
                          <td key={field.key} rowSpan={line.cargo.length}>
                            <Cell
                              field={field}
                              label={`${lineLabel(i)}: ${field.label}`}
                              id={fieldId(`line.${i}.${field.key}`)}
                              name={`line.${i}.${field.key}`}
                              value={line[field.key]}
                              error={errors[`line.${i}.${field.key}`]}
                              onChange={(value) => setLine(i, (l) => ({ ...l, [field.key]: value }))}
                            />
                          </td>
                        ))}
                      </>
                    ) : null}
                    {CARGO_FIELDS.map((field) => (
                      <td key={field.key}>
                        <Cell
                          field={field}
                          label={`${cargoLabel(i, j)}: ${field.label}`}
                          id={fieldId(`line.${i}.cargo.${j}.${field.key}`)}
                          name={`line.${i}.cargo.${j}.${field.key}`}
                          value={cargo[field.key]}
                          list={field.key === "container" ? datalist : undefined}
                          error={errors[`line.${i}.cargo.${j}.${field.key}`]}
                          onChange={(value) =>
                            setLine(i, (l) => ({
                              ...l,
                              cargo: l.cargo.map((c, n) => (n === j ? { ...c, [field.key]: value } : c)),
                            }))
                          }
                        />
                      </td>
                    ))}
                    <td className={styles.rowActions}>
                      {j === 0 ? (
                        <>
                          <button
                            type="button"
                            className={`btn btn-secondary ${styles.small}`}
                            onClick={() => setLine(i, (l) => ({ ...l, cargo: [...l.cargo, emptyCargo()] }))}
                          >
                            <Split size={16} aria-hidden="true" /> Split over another container
                            <span className="visually-hidden"> ({lineLabel(i)})</span>
                          </button>
                          <button
                            type="button"
                            className={`btn btn-danger ${styles.small}`}
                            onClick={() => onChange({ ...goods, lines: goods.lines.filter((_, n) => n !== i) })}
                          >
                            <Trash size={16} aria-hidden="true" /> Remove {lineLabel(i).toLowerCase()}
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className={`btn btn-secondary ${styles.small}`}
                          onClick={() => setLine(i, (l) => ({ ...l, cargo: l.cargo.filter((_, n) => n !== j) }))}
                        >
                          <Trash size={16} aria-hidden="true" /> Remove part
                          <span className="visually-hidden">
                            {" "}
                            {j + 1} of {lineLabel(i).toLowerCase()}
                          </span>
                        </button>
                      )}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
        <p className={styles.full}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              const line = emptyLine();
              // A new line starts with the booking and container the other lines share.
              const shared = goods.lines[0];
              if (shared) {
                line.booking = shared.booking;
                line.cargo[0]!.container = shared.cargo[0]?.container ?? "";
              }
              onChange({ ...goods, lines: [...goods.lines, line] });
            }}
          >
            <Plus size={16} aria-hidden="true" /> Add goods line
          </button>
        </p>
      </fieldset>

      <fieldset className={`${styles.fieldset} ${styles.wideSet}`}>
        <legend>Containers and seals</legend>
        <div className={`${styles.tableScroll} ${styles.full}`} role="region" aria-label="Containers" tabIndex={0}>
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col">Container</th>
                {CONTAINER_FIELDS.map((f) => (
                  <th scope="col" key={f.key}>
                    {f.label}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Container actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {goods.containers.length === 0 ? (
                <tr>
                  <td colSpan={CONTAINER_FIELDS.length + 2} className={styles.muted}>
                    No containers yet: add one.
                  </td>
                </tr>
              ) : null}
              {goods.containers.map((row, k) => (
                <tr key={k}>
                  <th scope="row">{k + 1}</th>
                  {CONTAINER_FIELDS.map((field) => (
                    <td key={field.key}>
                      <Cell
                        field={field}
                        label={`${containerLabel(k)}: ${field.label}`}
                        id={fieldId(`container.${k}.${field.key}`)}
                        name={`container.${k}.${field.key}`}
                        value={row[field.key]}
                        error={errors[`container.${k}.${field.key}`]}
                        onChange={(value) =>
                          onChange({
                            ...goods,
                            containers: goods.containers.map((c, n) => (n === k ? { ...c, [field.key]: value } : c)),
                          })
                        }
                      />
                    </td>
                  ))}
                  <td className={styles.rowActions}>
                    <button
                      type="button"
                      className={`btn btn-danger ${styles.small}`}
                      onClick={() => onChange({ ...goods, containers: goods.containers.filter((_, n) => n !== k) })}
                    >
                      <Trash size={16} aria-hidden="true" /> Remove {containerLabel(k).toLowerCase()}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.full}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onChange({ ...goods, containers: [...goods.containers, emptyContainer()] })}
          >
            <Plus size={16} aria-hidden="true" /> Add container
          </button>
        </p>
      </fieldset>
    </>
  );
}

/** One input of the tables, labelled for a screen reader by line and field ("Goods line 2: HS codes"). */
/** A value typed once and written into every goods line by its "Apply to all lines" button. */
function ApplyToAllField({
  id,
  label,
  maxLength,
  list,
  value,
  onChange,
  onApply,
}: {
  id: string;
  label: string;
  maxLength: number;
  list?: string;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.inline}>
        <input
          id={id}
          type="text"
          maxLength={maxLength}
          autoComplete="off"
          list={list}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="btn btn-secondary" onClick={onApply} disabled={!value.trim()}>
          <CopyCheck size={16} aria-hidden="true" /> Apply to all lines
        </button>
      </div>
    </div>
  );
}

function Cell({
  field,
  label,
  id,
  name,
  value,
  error,
  list,
  onChange,
}: {
  field: DocumentField;
  label: string;
  id: string;
  name: string;
  value: string;
  error?: string;
  list?: string;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    "aria-label": label,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  let input;
  if (field.kind === "lines")
    input = (
      <textarea
        {...common}
        rows={2}
        className={styles.cellText}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  else if (field.kind === "select")
    input = (
      <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Not set</option>
        {(field.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  else
    input = (
      <input
        {...common}
        type="text"
        inputMode={field.kind === "number" ? "decimal" : undefined}
        maxLength={field.maxLength}
        autoComplete="off"
        list={list}
        className={field.kind === "number" ? styles.numberInput : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <div className={styles.cell}>
      {input}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
