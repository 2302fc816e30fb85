// Códigos de descuento: the author creates codes (a percentage or a fixed amount, optional dates, total uses and minimum
// purchase; one use per buyer's e-mail), edits them (an inactive one comes back by editing it) and deactivates them.
// Orders placed with a code keep it.
import { useState } from "react";
import { useLoaderData } from "react-router-dom";
import {
  discountDescription,
  type DiscountCode,
  type DiscountCodeInput,
} from "@autora/common/contract/orders-discounts.ts";
import { formatLongDate, formatPriceCentavos } from "@autora/common/format.ts";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { createDiscountCode, deactivateDiscountCode, getDiscountCodes, updateDiscountCode } from "../api";
import { DiscountCodeForm } from "./DiscountCodeForm";
import "./orders.css";

export async function loader({ loadForAdmin }: AdminLoaderArgs) {
  return { codes: await loadForAdmin(getDiscountCodes, "No se pudieron cargar los códigos de descuento") };
}

/** "Del 1 de diciembre de 2026 al 31 de diciembre de 2026", "Sin fechas". */
function validity(code: DiscountCode): string {
  if (code.startsOn && code.endsOn) return `Del ${formatLongDate(code.startsOn)} al ${formatLongDate(code.endsOn)}`;
  if (code.startsOn) return `Desde el ${formatLongDate(code.startsOn)}, sin fecha de fin`;
  if (code.endsOn) return `Hasta el ${formatLongDate(code.endsOn)}`;
  return "Sin fechas";
}

function badge(code: DiscountCode): { tone: string; text: string } {
  if (!code.active) return { tone: "muted", text: "Inactivo" };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { tone: "warn", text: "Agotado" };
  return { tone: "ok", text: "Activo" };
}

export default function DiscountCodesPage({ title }: AdminScreenProps) {
  const { codes } = useLoaderData<typeof loader>();
  const [editing, setEditing] = useState<DiscountCode | null>(null);
  const mutation = useMutation();
  const busy = mutation.pending;

  async function save({ code, ...fields }: DiscountCodeInput): Promise<boolean> {
    if (!editing)
      return (
        (await mutation.run(() => createDiscountCode({ code, ...fields }), { success: `Código ${code} creado.` })) !==
        undefined
      );
    const saved =
      (await mutation.run(() => updateDiscountCode(editing.id, fields), {
        success: `Código ${editing.code} guardado.`,
      })) !== undefined;
    if (saved) setEditing(null);
    return saved;
  }

  async function deactivate(code: DiscountCode) {
    const ok = await confirmDialog({
      title: `¿Desactivar el código ${code.code}?`,
      text: "Ya no se podrá usar en pedidos nuevos; los pedidos hechos con él conservan su descuento.",
      confirmText: "Sí, desactivar",
      cancelText: "No",
    });
    if (ok) await mutation.run(() => deactivateDiscountCode(code.id), { success: `Código ${code.code} desactivado.` });
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Un porcentaje o un monto fijo sobre los libros. Cada correo electrónico puede usar un código una sola vez.
          </p>
        </div>
      </div>

      <section className="adm-card" aria-labelledby="discount-form-title">
        <h2 id="discount-form-title">{editing ? `Editar ${editing.code}` : "Nuevo código"}</h2>
        <DiscountCodeForm
          key={editing?.id ?? "nuevo"}
          editing={editing}
          busy={busy}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      </section>

      <FormMessage feedback={mutation.feedback} />
      {codes.error && <FormMessage feedback={failure(codes.error)} />}
      {codes.data?.length === 0 && <p className="adm-empty">Aún no hay códigos de descuento.</p>}
      {!!codes.data?.length && (
        <ul className="adm-discount-list" aria-label="Códigos de descuento">
          {codes.data.map((code) => {
            const { tone, text } = badge(code);
            return (
              <li key={code.id} className="adm-card adm-discount">
                <header className="adm-discount__header">
                  <h2>{code.code}</h2>
                  <span className={`adm-badge adm-badge--${tone}`}>{text}</span>
                </header>
                <p className="adm-discount__what">
                  {discountDescription(code.kind, code.value)}
                  {code.minPurchaseCentavos !== null &&
                    ` en compras desde ${formatPriceCentavos(code.minPurchaseCentavos)}`}
                </p>
                <dl className="adm-discount__facts">
                  <div>
                    <dt>Vigencia</dt>
                    <dd>{validity(code)}</dd>
                  </div>
                  <div>
                    <dt>Usos</dt>
                    <dd>{code.maxUses === null ? `${code.uses} (sin límite)` : `${code.uses} de ${code.maxUses}`}</dd>
                  </div>
                </dl>
                <div className="adm-form__actions">
                  <button
                    type="button"
                    className="adm-btn adm-btn--ghost adm-btn--small"
                    onClick={() => setEditing(code)}
                    disabled={busy}
                  >
                    Editar
                  </button>
                  {code.active && (
                    <button
                      type="button"
                      className="adm-btn adm-btn--danger adm-btn--small"
                      onClick={() => deactivate(code)}
                      disabled={busy}
                    >
                      Desactivar
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
