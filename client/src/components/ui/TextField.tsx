import { useId, type InputHTMLAttributes } from "react";

type TextFieldProps = { label: string; value: string; onChange: (value: string) => void; hint?: string; multiline?: boolean } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "id"
>;

/** A labelled input (or textarea) in the admin forms' layout. */
export function TextField({ label, value, onChange, hint, multiline = false, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={4}
          required={inputProps.required}
          placeholder={inputProps.placeholder}
          maxLength={inputProps.maxLength}
          disabled={inputProps.disabled}
          aria-describedby={hint ? hintId : undefined}
        />
      ) : (
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={hint ? hintId : undefined} {...inputProps} />
      )}
      {hint && (
        <small id={hintId} className="adm-field__hint">
          {hint}
        </small>
      )}
    </div>
  );
}
