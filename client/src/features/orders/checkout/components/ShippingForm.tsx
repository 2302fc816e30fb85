// The shipping fields: name, surnames, e-mail, phone and the address (all text, all required). The page checks them all
// at once with the contract's schema and each problem shows under its field, so the browser's own validation bubbles are
// off (noValidate on the form). Referencias shows how much of its limit is used and is never cut short.
import { MX_STATES, REFERENCIAS_MAX as REFERENCIAS_MAX_LENGTH } from "@autora/common/contract/orders-address.ts";
import { FieldProblem, problemAttributes } from "@/components/ui/FieldProblem";
import type { ShippingInfo } from "../shipping";
import "./ShippingForm.css";

interface FieldSpec {
  name: keyof ShippingInfo;
  label: string;
  type?: "email" | "tel";
  autoComplete: string;
  inputMode?: "numeric";
  maxLength?: number;
  placeholder?: string;
  /** half width beside its neighbour on wide screens */
  half?: boolean;
}

const FIELDS: FieldSpec[] = [
  { name: "nombres", label: "Nombre(s)", autoComplete: "given-name", half: true },
  { name: "apellidos", label: "Apellidos", autoComplete: "family-name", half: true },
  { name: "email", label: "Correo electrónico", type: "email", autoComplete: "email", half: true },
  {
    name: "telefono",
    label: "Teléfono",
    type: "tel",
    autoComplete: "tel-national",
    maxLength: 14,
    placeholder: "10 dígitos",
    half: true,
  },
  { name: "calleNumero", label: "Calle y número", autoComplete: "address-line1" },
  { name: "colonia", label: "Colonia", autoComplete: "address-line2", half: true },
  {
    name: "codigoPostal",
    label: "Código postal",
    autoComplete: "postal-code",
    inputMode: "numeric",
    maxLength: 5,
    half: true,
  },
  { name: "ciudad", label: "Ciudad", autoComplete: "address-level2", half: true },
  { name: "estado", label: "Estado", autoComplete: "address-level1", half: true },
  { name: "referencias", label: "Referencias", autoComplete: "off" },
];

interface ShippingFormProps {
  values: ShippingInfo;
  onChange: (name: keyof ShippingInfo, value: string) => void;
  /** what to fix, per field */
  problems: Partial<Record<keyof ShippingInfo, string>>;
  disabled: boolean;
}

export function ShippingForm({ values, onChange, problems, disabled }: ShippingFormProps) {
  return (
    <fieldset className="shipping-form" disabled={disabled}>
      <legend className="sr-only">Datos de envío</legend>
      {FIELDS.map((field) => {
        const id = `shipping-${field.name}`;
        const isReferencias = field.name === "referencias";
        const problem = problems[field.name];
        const attributes = problemAttributes(
          `${id}-problem`,
          problem,
          isReferencias ? "shipping-referencias-hint" : undefined,
        );
        return (
          <div key={field.name} className={`shipping-form__field${field.half ? " shipping-form__field--half" : ""}`}>
            <label htmlFor={id}>{field.label}</label>
            {field.name === "estado" ? (
              <select
                id={id}
                name={field.name}
                autoComplete={field.autoComplete}
                required
                value={values.estado}
                onChange={(event) => onChange("estado", event.target.value)}
                {...attributes}
              >
                <option value="">Elige tu estado</option>
                {MX_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id}
                name={field.name}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                required
                value={values[field.name]}
                onChange={(event) => onChange(field.name, event.target.value)}
                {...attributes}
              />
            )}
            <FieldProblem id={`${id}-problem`} message={problem} />
            {isReferencias && (
              <span
                id="shipping-referencias-hint"
                className={`shipping-form__hint${values.referencias.length > REFERENCIAS_MAX_LENGTH ? " shipping-form__hint--over" : ""}`}
              >
                Entre qué calles, color de la casa… ({values.referencias.length}/{REFERENCIAS_MAX_LENGTH} caracteres)
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
