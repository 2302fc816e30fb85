// The form of a discount code: new, or the one being edited (its code stays). It checks with the server's own schema,
// so both say the same thing in Spanish.
import { useState, type FormEvent } from "react";
import {
  discountCodeSchema,
  type DiscountCode,
  type DiscountCodeInput,
  type DiscountKind,
} from "@autora/common/contract/orders-discounts.ts";
import { TextField } from "@/components/ui/TextField";
import { Spinner } from "@/components/ui/Spinner";
import { failure, FormMessage } from "@/components/ui/FormMessage";

interface Values {
  code: string;
  kind: DiscountKind;
  value: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  minPurchase: string;
  active: boolean;
}

const empty: Values = {
  code: "",
  kind: "percent",
  value: "",
  startsOn: "",
  endsOn: "",
  maxUses: "",
  minPurchase: "",
  active: true,
};

const pesos = (centavos: number) => (centavos % 100 === 0 ? String(centavos / 100) : (centavos / 100).toFixed(2));

function valuesOf(code: DiscountCode | null): Values {
  if (!code) return empty;
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === "percent" ? String(code.value) : pesos(code.value),
    startsOn: code.startsOn ?? "",
    endsOn: code.endsOn ?? "",
    maxUses: code.maxUses === null ? "" : String(code.maxUses),
    minPurchase: code.minPurchaseCentavos === null ? "" : pesos(code.minPurchaseCentavos),
    active: code.active,
  };
}

/** "150" or "150.50" pesos as centavos; anything else is not a number (the schema says so). */
const centavos = (text: string) =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;
const whole = (text: string) => (text.trim() ? Number(text.trim()) : Number.NaN);

function bodyOf(values: Values) {
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === "percent" ? whole(values.value) : centavos(values.value),
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    maxUses: values.maxUses.trim() ? whole(values.maxUses) : null,
    minPurchaseCentavos: values.minPurchase.trim() ? centavos(values.minPurchase) : null,
    active: values.active,
  };
}

interface DiscountCodeFormProps {
  /** the code being edited, or null for a new one */
  editing: DiscountCode | null;
  busy: boolean;
  onSave: (body: DiscountCodeInput) => Promise<boolean>;
  onCancel: () => void;
}

export function DiscountCodeForm({ editing, busy, onSave, onCancel }: DiscountCodeFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = discountCodeSchema.safeParse(bodyOf(values));
    if (!parsed.success) return setProblem(parsed.error.issues[0].message);
    setProblem(null);
    if ((await onSave(parsed.data)) && !editing) setValues(empty);
  }

  return (
    <form
      className="adm-form"
      onSubmit={submit}
      noValidate
      aria-label={editing ? `Editar el código ${editing.code}` : "Nuevo código"}
    >
      <div className="adm-form-grid">
        <TextField
          label="Código"
          value={values.code}
          onChange={(v) => set("code")(v.toUpperCase())}
          maxLength={30}
          hint="Letras sin acentos, números o guiones; por ejemplo LECTORES15."
          disabled={busy || !!editing}
          required
          autoComplete="off"
        />
        <fieldset className="adm-fieldset adm-discount__kind">
          <legend>Tipo de descuento</legend>
          <label className="adm-check">
            <input
              type="radio"
              name="kind"
              checked={values.kind === "percent"}
              onChange={() => set("kind")("percent")}
              disabled={busy}
            />
            Porcentaje
          </label>
          <label className="adm-check">
            <input
              type="radio"
              name="kind"
              checked={values.kind === "fixed"}
              onChange={() => set("kind")("fixed")}
              disabled={busy}
            />
            Monto fijo en pesos (MXN)
          </label>
        </fieldset>
        <TextField
          label={values.kind === "percent" ? "Descuento (%)" : "Descuento (MXN)"}
          value={values.value}
          onChange={set("value")}
          inputMode={values.kind === "percent" ? "numeric" : "decimal"}
          hint={values.kind === "percent" ? "De 1 a 100." : "Se descuenta del total de los libros."}
          disabled={busy}
          required
        />
        <TextField
          label="Compra mínima (MXN)"
          value={values.minPurchase}
          onChange={set("minPurchase")}
          inputMode="decimal"
          hint="Vacío: sin mínimo."
          disabled={busy}
        />
        <TextField
          label="Válido desde"
          type="date"
          value={values.startsOn}
          onChange={set("startsOn")}
          hint="Vacío: desde hoy."
          disabled={busy}
        />
        <TextField
          label="Válido hasta"
          type="date"
          value={values.endsOn}
          onChange={set("endsOn")}
          hint="Vacío: sin fecha de fin. Incluye ese día."
          disabled={busy}
        />
        <TextField
          label="Usos en total"
          value={values.maxUses}
          onChange={set("maxUses")}
          inputMode="numeric"
          hint="Vacío: sin límite. Cada correo lo usa una sola vez."
          disabled={busy}
        />
        <label className="adm-check adm-discount__active">
          <input
            type="checkbox"
            checked={values.active}
            onChange={(e) => setValues((v) => ({ ...v, active: e.target.checked }))}
            disabled={busy}
          />
          Activo: los compradores pueden usarlo
        </label>
      </div>
      {problem && <FormMessage feedback={failure(problem)} />}
      <div className="adm-form__actions">
        {editing && (
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onCancel} disabled={busy}>
            Cancelar
          </button>
        )}
        <button type="submit" className="adm-btn" disabled={busy}>
          {busy && <Spinner inline label="Guardando" />} {editing ? "Guardar cambios" : "Crear código"}
        </button>
      </div>
    </form>
  );
}
