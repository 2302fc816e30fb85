import { useId, useState } from "react";
import { EyeIcon, EyeOffIcon } from "./icons";
import "./auth.css";

/** The class names of the public site's forms and of the admin area's (styled by the admin stylesheets). */
const LOOKS = {
  site: { field: "field", box: "password-field", toggle: "password-field__toggle", hint: "field-hint" },
  admin: { field: "adm-field", box: "adm-password", toggle: "adm-icon-btn", hint: "adm-field__hint" },
};

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  /** the input's id; a generated one when absent */
  id?: string;
  hint?: string;
  look?: keyof typeof LOOKS;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, value, onChange, autoComplete, id, hint, look = "site" }: Props) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const classes = LOOKS[look];
  const [visible, setVisible] = useState(false);
  return (
    <div className={classes.field}>
      <label htmlFor={inputId}>{label}</label>
      <div className={classes.box}>
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          required
          aria-describedby={hint ? `${inputId}-hint` : undefined}
        />
        <button
          type="button"
          className={classes.toggle}
          onClick={() => setVisible(!visible)}
          aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {hint && (
        <span id={`${inputId}-hint`} className={classes.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}
