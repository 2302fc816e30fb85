// /place-order: 'Información de Envío' — the shipping form (and the optional invoice data) on the left, the order
// summary (the server's quote, with the "¿Tienes un código?" field) and the payment box with the privacy-notice consent on the right, and 'Realizar Pedido'.
import { useMemo, useState, type FormEvent } from "react";
import { Link, useLoaderData } from "react-router-dom";
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { useAppSelector } from "@/app/hooks";
import { PrivacyConsent } from "@/components/ui/PrivacyConsent";
import { getBooks } from "@/features/books";
import { getPaymentConfig } from "./api/getPaymentConfig";
import { emptyInvoice, InvoiceFields } from "./components/InvoiceFields";
import { DedicationFields } from "./components/DedicationFields";
import { noDedication } from "./dedication";
import { DiscountCodeField } from "./components/DiscountCodeField";
import { OrderSummary } from "./components/OrderSummary";
import { PaymentMethod } from "./components/PaymentMethod";
import { ShippingForm } from "./components/ShippingForm";
import { emptyShipping, orderLines, type ShippingInfo } from "./shipping";
import { useQuote } from "../cart/useQuote";
import { usePlaceOrder } from "./usePlaceOrder";
import { usePageMeta } from "@/components/ui/usePageMeta";
import "./PlaceOrderPage.css";

/** The books on sale ([] when they could not be read) and the payment configuration (null when it could not). */
export async function loader() {
  const [products, config] = await Promise.all([
    getBooks().catch((error: unknown) => {
      console.error("Error al obtener los productos:", error);
      return [];
    }),
    getPaymentConfig().catch((error: unknown) => {
      console.error("Error al obtener la configuración de pago:", error);
      return null;
    }),
  ]);
  return { products, config };
}

/** Sent with the code only when it looks like one; the server checks it again at checkout. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function PlaceOrderPage() {
  usePageMeta("Información de Envío");
  const cart = useAppSelector((state) => state.cart.items);
  const { products, config } = useLoaderData<typeof loader>();
  const [shipping, setShipping] = useState<ShippingInfo>(emptyShipping);
  const [invoiceWanted, setInvoiceWanted] = useState(false);
  const [invoice, setInvoice] = useState<InvoiceData>(emptyInvoice);
  const [consent, setConsent] = useState(false);
  const [dedication, setDedication] = useState(noDedication);
  const { submitting, placeOrder } = usePlaceOrder(config);

  const lines = useMemo(() => orderLines(cart, products), [cart, products]);
  // The code the buyer applied, with the e-mail typed by then (so a code already used with it says so at once).
  const [applied, setApplied] = useState<{ code: string; email?: string } | null>(null);
  const priced = useQuote(lines.length ? { items: lines.map((line) => ({ bookId: line.id, quantity: line.quantity })), ...applied } : null);

  function applyCode(code: string) {
    const email = shipping.email.trim();
    setApplied({ code, ...(LOOKS_LIKE_EMAIL.test(email) && { email }) });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void placeOrder(shipping, lines, { consent, invoice: invoiceWanted ? invoice : null, dedication, priced });
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        Información de Envío
      </h1>
      <form className="checkout__layout" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <div className="checkout__shipping">
          <ShippingForm values={shipping} onChange={(name, value) => setShipping((current) => ({ ...current, [name]: value }))} disabled={submitting} />
          <DedicationFields lines={lines} books={products} value={dedication} onChange={setDedication} disabled={submitting} />
          <InvoiceFields wanted={invoiceWanted} onWantedChange={setInvoiceWanted} values={invoice} onChange={setInvoice} disabled={submitting} />
        </div>
        <div className="checkout__side">
          <OrderSummary empty={lines.length === 0} priced={priced}>
            <DiscountCodeField applied={applied?.code ?? null} priced={priced} onApply={applyCode} onRemove={() => setApplied(null)} disabled={submitting} />
          </OrderSummary>
          <PaymentMethod testMode={config?.paymentProvider === "simulated"}>
            <PrivacyConsent id="checkout-privacy" checked={consent} onChange={setConsent} disabled={submitting} />
            <button type="submit" className="checkout__submit" disabled={submitting}>
              Realizar Pedido
            </button>
            <p className="checkout-box__muted checkout__status" role="status">
              {submitting ? "Generando tu ficha de pago..." : ""}
            </p>
          </PaymentMethod>
          <Link to="/cart" className="checkout__back">
            Volver al carrito
          </Link>
        </div>
      </form>
    </section>
  );
}
