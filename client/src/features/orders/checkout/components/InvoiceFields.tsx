// "¿Necesitas factura?": an optional box that opens the CFDI data (RFC, razón social, régimen fiscal, uso del CFDI and
// código postal fiscal). The lists follow the SAT's catalogues: the regímenes that fit the kind of RFC typed, and the
// usos that the chosen régimen allows. The form checks everything with the server's schema before sending.
import { regimenesFor, rfcKind, usosFor, type InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { FieldProblem, problemAttributes } from "@/components/ui/FieldProblem";
import "./InvoiceFields.css";

export const emptyInvoice: InvoiceData = { rfc: "", razonSocial: "", regimenFiscal: "", usoCfdi: "", codigoPostal: "" };

interface InvoiceFieldsProps {
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  values: InvoiceData;
  onChange: (values: InvoiceData) => void;
  /** what to fix, per field */
  problems: Partial<Record<keyof InvoiceData, string>>;
  disabled: boolean;
}

/** A choice that no longer fits (the RFC changed kind, the régimen changed) is cleared. */
function withFittingChoices(next: InvoiceData): InvoiceData {
  const kind = rfcKind(next.rfc.trim().toUpperCase());
  const regimenFiscal = regimenesFor(kind).some((r) => r.clave === next.regimenFiscal) ? next.regimenFiscal : "";
  const usoCfdi = usosFor(regimenFiscal).some((u) => u.clave === next.usoCfdi) ? next.usoCfdi : "";
  return { ...next, regimenFiscal, usoCfdi };
}

export function InvoiceFields({ wanted, onWantedChange, values, onChange, problems, disabled }: InvoiceFieldsProps) {
  /** the field's link to its problem (and hint); the problem itself goes under the field */
  const tie = (name: keyof InvoiceData, hintId?: string) =>
    problemAttributes(`invoice-${name}-problem`, problems[name], hintId);
  const problem = (name: keyof InvoiceData) => <FieldProblem id={`invoice-${name}-problem`} message={problems[name]} />;
  const set = (name: keyof InvoiceData) => (event: { target: { value: string } }) =>
    onChange(withFittingChoices({ ...values, [name]: event.target.value }));
  const regimenes = regimenesFor(rfcKind(values.rfc.trim().toUpperCase()));
  const usos = usosFor(values.regimenFiscal);
  return (
    <div className="invoice">
      <div className="invoice__toggle">
        <input
          id="invoice-wanted"
          type="checkbox"
          checked={wanted}
          onChange={(event) => onWantedChange(event.target.checked)}
          disabled={disabled}
          aria-controls={wanted ? "invoice-fields" : undefined}
        />
        <label htmlFor="invoice-wanted">¿Necesitas factura?</label>
      </div>
      {wanted && (
        <fieldset id="invoice-fields" className="invoice__fields" disabled={disabled}>
          <legend>Datos de facturación</legend>
          <div className="invoice__field">
            <label htmlFor="invoice-rfc">RFC</label>
            <input
              id="invoice-rfc"
              value={values.rfc}
              onChange={set("rfc")}
              maxLength={13}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              {...tie("rfc", "invoice-rfc-hint")}
            />
            {problem("rfc")}
            <span id="invoice-rfc-hint" className="invoice__hint">
              12 caracteres si es empresa, 13 si es persona física.
            </span>
          </div>
          <div className="invoice__field">
            <label htmlFor="invoice-razonSocial">Razón social</label>
            <input
              id="invoice-razonSocial"
              value={values.razonSocial}
              onChange={set("razonSocial")}
              maxLength={254}
              autoComplete="organization"
              {...tie("razonSocial", "invoice-razon-hint")}
            />
            {problem("razonSocial")}
            <span id="invoice-razon-hint" className="invoice__hint">
              Tal como aparece en tu Constancia de Situación Fiscal (sin «S.A. de C.V.» ni otro régimen societario).
            </span>
          </div>
          <div className="invoice__field">
            <label htmlFor="invoice-regimenFiscal">Régimen fiscal</label>
            <select
              id="invoice-regimenFiscal"
              value={values.regimenFiscal}
              onChange={set("regimenFiscal")}
              {...tie("regimenFiscal")}
            >
              <option value="">Elige tu régimen fiscal</option>
              {regimenes.map((regimen) => (
                <option key={regimen.clave} value={regimen.clave}>
                  {regimen.clave} - {regimen.nombre}
                </option>
              ))}
            </select>
            {problem("regimenFiscal")}
          </div>
          <div className="invoice__field">
            <label htmlFor="invoice-usoCfdi">Uso del CFDI</label>
            <select id="invoice-usoCfdi" value={values.usoCfdi} onChange={set("usoCfdi")} {...tie("usoCfdi")}>
              <option value="">
                {values.regimenFiscal ? "Elige el uso del CFDI" : "Elige primero tu régimen fiscal"}
              </option>
              {usos.map((uso) => (
                <option key={uso.clave} value={uso.clave}>
                  {uso.clave} - {uso.nombre}
                </option>
              ))}
            </select>
            {problem("usoCfdi")}
          </div>
          <div className="invoice__field invoice__field--short">
            <label htmlFor="invoice-codigoPostal">Código postal fiscal</label>
            <input
              id="invoice-codigoPostal"
              value={values.codigoPostal}
              onChange={set("codigoPostal")}
              inputMode="numeric"
              maxLength={5}
              autoComplete="off"
              {...tie("codigoPostal")}
            />
            {problem("codigoPostal")}
          </div>
          <p className="invoice__note">
            La factura (CFDI) la emite la persona contadora de la autora con estos datos y te llega por correo
            electrónico una vez confirmado el pago. Revisa que coincidan con tu Constancia de Situación Fiscal.
          </p>
        </fieldset>
      )}
    </div>
  );
}
