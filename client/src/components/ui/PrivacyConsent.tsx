// "He leído el aviso de privacidad", with a link to the notice (opens in a new tab so a half-filled form is not lost).
// Registration, checkout and the contact form require it before sending; `problem` shows why it is still needed.
import { PRIVACY_CONSENT_LABEL, PRIVACY_NOTICE_PATH } from "@autora/common/contract/privacy-texts.ts";
import { FieldProblem, problemAttributes } from "./FieldProblem";
import "./ui.css";

interface PrivacyConsentProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** why the box is needed, shown under it after a try without it */
  problem?: string;
}

export function PrivacyConsent({ id, checked, onChange, disabled, problem }: PrivacyConsentProps) {
  return (
    <div className="privacy-consent">
      <input
        id={id}
        name="aceptaPrivacidad"
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        aria-required="true"
        {...problemAttributes(`${id}-problem`, problem, `${id}-link`)}
      />
      <label htmlFor={id}>{PRIVACY_CONSENT_LABEL}</label>
      <a id={`${id}-link`} href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
        Leer el aviso de privacidad
      </a>
      <FieldProblem id={`${id}-problem`} message={problem} />
    </div>
  );
}
