// /place-order: 'Información de Envío' — the shipping form (and the optional invoice data) on the left, the order
// summary and the payment box with the privacy-notice consent on the right, and 'Realizar Pedido'. Every problem shows
// at once under its field (the contract's messages); the first one gets the focus; what was typed stays.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useLoaderData } from "react-router-dom";
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { useAppSelector } from "@/app/hooks";
import { PrivacyConsent } from "@/components/ui/PrivacyConsent";
import { getBooks } from "@/features/books";
import { showAlert } from "@/lib/alerts";
import { getPaymentConfig } from "./api/getPaymentConfig";
import { emptyInvoice, InvoiceFields } from "./components/InvoiceFields";
import { OrderSummary } from "./components/OrderSummary";
import { PaymentMethod } from "./components/PaymentMethod";
import { ShippingForm } from "./components/ShippingForm";
import { emptyShipping, linesTotal, orderLines, type ShippingInfo } from "./shipping";
import { checkoutProblems, type ProblemField, type Problems } from "./checkoutProblems";
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

export default function PlaceOrderPage() {
  usePageMeta("Información de Envío");
  const cart = useAppSelector((state) => state.cart.items);
  const { products, config } = useLoaderData<typeof loader>();
  const [shipping, setShipping] = useState<ShippingInfo>(emptyShipping);
  const [invoiceWanted, setInvoiceWanted] = useState(false);
  const [invoice, setInvoice] = useState<InvoiceData>(emptyInvoice);
  const [consent, setConsent] = useState(false);
  const { submitting, placeOrder } = usePlaceOrder(config);
  const [problems, setProblems] = useState<Problems>({});
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const lines = useMemo(() => orderLines(cart, products), [cart, products]);
  const problemCount = Object.keys(problems).length;
  const invoiceProblems = Object.fromEntries(Object.entries(problems).flatMap(([field, message]) => (field.startsWith("factura.") ? [[field.slice(8), message]] : [])));
  const forget = (...fields: ProblemField[]) => setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as ProblemField))));

  // after a try with problems: the first one in the page's order gets the focus, in the middle of the screen
  useEffect(() => {
    const first = attempts ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    first?.scrollIntoView({ block: "center" });
    first?.focus({ preventScroll: true });
  }, [attempts]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkoutProblems(shipping, lines, { consent, invoice: invoiceWanted ? invoice : null });
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length) {
      setAttempts((n) => n + 1);
      return;
    }
    if (lines.length === 0 || linesTotal(lines) === 0) {
      void showAlert("warning", "El carrito está vacío.");
      return;
    }
    if (checked.cartProblem || !checked.request) {
      void showAlert("warning", "Revisa tu carrito", checked.cartProblem ?? "Revisa tu carrito");
      return;
    }
    void placeOrder(checked.request, { shippingInfo: shipping, lines, factura: checked.factura });
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        Información de Envío
      </h1>
      <form ref={formRef} className="checkout__layout" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <div className="checkout__shipping">
          <ShippingForm
            values={shipping}
            onChange={(name, value) => {
              setShipping((current) => ({ ...current, [name]: value }));
              forget(name);
            }}
            problems={problems}
            disabled={submitting}
          />
          <InvoiceFields
            wanted={invoiceWanted}
            onWantedChange={(wanted) => {
              setInvoiceWanted(wanted);
              if (!wanted) forget(...(Object.keys(emptyInvoice) as (keyof InvoiceData)[]).map((name) => `factura.${name}` as const));
            }}
            values={invoice}
            onChange={(next) => {
              setInvoice(next);
              forget(...(Object.keys(next) as (keyof InvoiceData)[]).filter((name) => next[name] !== invoice[name]).map((name) => `factura.${name}` as const));
            }}
            problems={invoiceProblems}
            disabled={submitting}
          />
        </div>
        <div className="checkout__side">
          <OrderSummary lines={lines} total={linesTotal(lines)} />
          <PaymentMethod testMode={config?.paymentProvider === "simulated"}>
            <PrivacyConsent
              id="checkout-privacy"
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                forget("aceptaPrivacidad");
              }}
              disabled={submitting}
              problem={problems.aceptaPrivacidad}
            />
            <button type="submit" className="checkout__submit" disabled={submitting}>
              Realizar Pedido
            </button>
            <p className="checkout-box__muted checkout__status" role="status">
              {submitting ? "Generando tu ficha de pago..." : ""}
            </p>
            {problemCount > 0 && (
              <p className="field-problem checkout__problems" role="alert">
                {problemCount === 1 ? "Revisa el campo marcado." : `Revisa los ${problemCount} campos marcados.`}
              </p>
            )}
          </PaymentMethod>
          <Link to="/cart" className="checkout__back">
            Volver al carrito
          </Link>
        </div>
      </form>
    </section>
  );
}
