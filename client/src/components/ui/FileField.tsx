// A file chooser in the admin forms' layout that speaks Spanish: the browser's own button and "No file chosen" follow
// the browser's language, so the real input lies unseen over a button and the names of the chosen files.
import { useEffect, useId, useRef } from "react";
import { FieldProblem, problemAttributes } from "./FieldProblem";
import "./file-field.css";

interface FileFieldProps {
  label: string;
  /** the button's words: "Elegir archivo", "Elegir imágenes" */
  button: string;
  /** the files the form holds now; their names show beside the button */
  files: readonly File[];
  onChange: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** why the choice is refused, shown under the field (which is then marked invalid) */
  error?: string;
  /** each choice adds to `files`: the input empties after it, so a file taken off the list can be chosen again */
  adds?: boolean;
}

/** What shows beside the button: the chosen names, or that there are none. */
export const chosenNames = (files: readonly File[]) =>
  files.length ? files.map((file) => file.name).join(", ") : "Ningún archivo elegido";

export function FileField({
  label,
  button,
  files,
  onChange,
  accept,
  multiple,
  required,
  disabled,
  hint,
  error,
  adds = false,
}: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const names = chosenNames(files);
  const hintId = hint ? `${id}-hint` : undefined;
  const described = problemAttributes(`${id}-problem`, error, [`${id}-chosen`, hintId].filter(Boolean).join(" "));

  // The form emptied its files (sent, or started over): the input lets go of them too, so `required` sees none.
  useEffect(() => {
    if (files.length === 0 && input.current) input.current.value = "";
  }, [files.length]);

  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <div className="adm-file">
        <input
          ref={input}
          id={id}
          className="adm-file__input"
          type="file"
          accept={accept}
          multiple={multiple}
          required={required}
          disabled={disabled}
          onChange={(event) => {
            onChange(Array.from(event.target.files ?? []));
            if (adds) event.target.value = "";
          }}
          {...described}
        />
        <span className="adm-btn adm-btn--ghost adm-btn--small adm-file__button" aria-hidden="true">
          {button}
        </span>
        <span id={`${id}-chosen`} className="adm-file__chosen" title={files.length ? names : undefined}>
          {names}
        </span>
      </div>
      {hint && (
        <small id={hintId} className="adm-field__hint">
          {hint}
        </small>
      )}
      <FieldProblem id={`${id}-problem`} message={error} />
    </div>
  );
}
