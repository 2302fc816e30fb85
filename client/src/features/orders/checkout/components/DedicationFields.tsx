// "¿Lo quieres dedicado?": when a book in the order is offered signed, the buyer may ask the author for a dedication:
// to whom (up to 60 characters) and an optional short message (up to 200). Each field counts its characters and shows
// the server's own message (the contract's schema, loaded when the box is ticked) once it is left or goes over.
import { useEffect, useState } from "react";
import { DEDICATION_LIMITS } from "@autora/common/contract/orders-dedication-limits.ts";
import { DEDICATION_CHECK_FAILED, loadDedicationSchema, signedCopyOffered, type DedicationDraft } from "../dedication";
import type { OrderLine } from "../shipping";
import "./DedicationFields.css";

type Schema = Awaited<ReturnType<typeof loadDedicationSchema>>;
type Field = "nombre" | "mensaje";

interface DedicationFieldsProps {
  lines: OrderLine[];
  books: { id: number; dedicado?: boolean }[];
  value: DedicationDraft;
  onChange: (value: DedicationDraft) => void;
  disabled: boolean;
}

/** The schema's message for each field, as the server would answer it. */
function fieldErrors(schema: Schema | null, value: DedicationDraft): Partial<Record<Field, string>> {
  const result = schema?.safeParse({ nombre: value.nombre, mensaje: value.mensaje });
  if (!result || result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export function DedicationFields({ lines, books, value, onChange, disabled }: DedicationFieldsProps) {
  const [schema, setSchema] = useState<Schema | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({});
  useEffect(() => {
    if (!value.wanted || schema) return;
    loadDedicationSchema().then(
      (loaded) => {
        setSchema(loaded);
        setLoadFailed(false);
      },
      () => setLoadFailed(true),
    );
  }, [value.wanted, schema]);
  if (!signedCopyOffered(lines, books)) return null;

  const errors = fieldErrors(schema, value);
  const field = (name: Field, label: string, multiline: boolean, placeholder?: string) => {
    const id = `dedication-${name}`;
    const max = DEDICATION_LIMITS[name];
    const length = value[name].trim().length;
    const error = (left[name] || length > max) && errors[name];
    const props = {
      id,
      value: value[name],
      onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
      onBlur: () => setLeft((current) => ({ ...current, [name]: true })),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": `${id}-hint${error ? ` ${id}-error` : ""}`,
      placeholder,
    };
    return (
      <div className="dedication__field">
        <label htmlFor={id}>{label}</label>
        {multiline ? <textarea rows={3} {...props} /> : <input autoComplete="off" {...props} />}
        <span id={`${id}-hint`} className={`dedication__count${length > max ? " dedication__count--over" : ""}`}>
          {length}/{max} caracteres
        </span>
        {error && (
          <span id={`${id}-error`} className="dedication__error" role="alert">
            {error}
          </span>
        )}
      </div>
    );
  };

  return (
    <div className="dedication">
      <div className="dedication__toggle">
        <input
          id="dedication-wanted"
          type="checkbox"
          checked={value.wanted}
          onChange={(event) => onChange({ ...value, wanted: event.target.checked })}
          disabled={disabled}
          aria-controls={value.wanted ? "dedication-fields" : undefined}
        />
        <label htmlFor="dedication-wanted">Quiero mi ejemplar dedicado por la autora</label>
      </div>
      {value.wanted && (
        <fieldset id="dedication-fields" className="dedication__fields" disabled={disabled}>
          <legend>Dedicatoria</legend>
          {/* an example name, not a phrase: what she types is printed after "Dedicatoria:" */}
          {field("nombre", "¿A quién se lo dedico?", false, "Ej.: Rosa María")}
          {field("mensaje", "Mensaje corto (opcional)", true)}
          <p className="dedication__note">
            Una dedicatoria por pedido: la autora la escribe a mano en un ejemplar antes de enviarlo.
          </p>
          {loadFailed && (
            <p className="dedication__error" role="alert">
              {DEDICATION_CHECK_FAILED}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
