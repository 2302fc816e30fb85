import { useId, type InputHTMLAttributes } from "react";

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  multiline?: boolean;
  /** rows of a multiline field (4 unless given) */
  rows?: number;
  /** why the value is refused, shown under the field (which is then marked invalid) */
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">;

/** A labelled input (or textarea) in the admin forms' layout. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  multiline = false,
  rows = 4,
  error,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : "", hint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  const invalid = error ? true : undefined;
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          name={inputProps.name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={rows}
          required={inputProps.required}
          placeholder={inputProps.placeholder}
          maxLength={inputProps.maxLength}
          disabled={inputProps.disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        />
      ) : (
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...inputProps}
        />
      )}
      {error && (
        <small id={errorId} className="adm-field__error">
          {error}
        </small>
      )}
      {hint && (
        <small id={hintId} className="adm-field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
