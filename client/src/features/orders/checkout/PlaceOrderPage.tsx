// /place-order: 'Información de envío' — the shipping form (and the optional invoice data) on the left, the order
// summary (the server's quote, with the "¿Tienes un código?" field) and the payment box with the privacy-notice consent
// on the right, and 'Realizar pedido'. Every problem shows at once under its field (the contract's messages); the first
// one gets the focus; what was typed stays.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useLoaderData } from "react-router-dom";
import type { InvoiceData } from "@autora/common/contract/orders-invoice-catalogue.ts";
import { useAppSelector } from "@/app/hooks";
import { PrivacyConsent } from "@/components/ui/PrivacyConsent";
import { FormMessage } from "@/components/ui/FormMessage";
import { useAccount } from "@/features/accounts";
import { getPaymentConfig } from "../api";
import { emptyInvoice, InvoiceFields } from "./components/InvoiceFields";
import { DedicationFields } from "./components/DedicationFields";
import { checkDedication, noDedication } from "./dedication";
import { DiscountCodeField } from "./components/DiscountCodeField";
import { OrderSummary } from "./components/OrderSummary";
import { PaymentMethod } from "./components/PaymentMethod";
import { ShippingForm } from "./components/ShippingForm";
import { emptyShipping, orderLines, prefilledShipping, type ShippingInfo } from "./shipping";
import { useQuote } from "../cart/useQuote";
import { loadCartBooks } from "../cart/loadCartBooks";
import { checkoutProblems, type ProblemField, type Problems } from "./checkoutProblems";
import { usePlaceOrder } from "./usePlaceOrder";
import { load } from "@/lib/load";
import "./PlaceOrderPage.css";

/** The books on sale and the payment configuration, each or why it could not be read (without the configuration the
 * payment step asks for it again). */
export async function loader() {
  const [books, config] = await Promise.all([
    loadCartBooks(),
    load(getPaymentConfig, "No se pudo leer la configuración de pagos."),
  ]);
  return { books, config };
}

/** Sent with the code only when it looks like one; the server checks it again at checkout. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function PlaceOrderPage() {
  const cart = useAppSelector((state) => state.cart.items);
  const account = useAccount();
  const loaded = useLoaderData<typeof loader>();
  const products = useMemo(() => loaded.books.data ?? [], [loaded.books]);
  const booksError = loaded.books.error;
  const config = loaded.config.data;
  const [shipping, setShipping] = useState<ShippingInfo>(emptyShipping);
  // the fields the person has typed in: the signed-in reader's name and e-mail never replace them
  const typed = useRef(new Set<keyof ShippingInfo>());
  const [invoiceWanted, setInvoiceWanted] = useState(false);
  const [invoice, setInvoice] = useState<InvoiceData>(emptyInvoice);
  const [consent, setConsent] = useState(false);
  const [dedication, setDedication] = useState(noDedication);
  const { submitting, placeOrder, feedback, refuse } = usePlaceOrder(config);
  const [problems, setProblems] = useState<Problems>({});
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const lines = useMemo(() => orderLines(cart, products), [cart, products]);
  // The code the buyer applied, with the e-mail typed by then (so a code already used with it says so at once).
  const [applied, setApplied] = useState<{ code: string; email?: string } | null>(null);
  const priced = useQuote(
    lines.length ? { items: lines.map((line) => ({ bookId: line.id, quantity: line.quantity })), ...applied } : null,
  );

  function applyCode(code: string) {
    const email = shipping.email.trim();
    setApplied({ code, ...(LOOKS_LIKE_EMAIL.test(email) && { email }) });
  }
  const problemCount = Object.keys(problems).length;
  const invoiceProblems = Object.fromEntries(
    Object.entries(problems).flatMap(([field, message]) =>
      field.startsWith("factura.") ? [[field.slice(8), message]] : [],
    ),
  );
  const forget = (...fields: ProblemField[]) =>
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as ProblemField))),
    );

  // A signed-in reader finds their name and e-mail already written (the session may be confirmed after the page
  // shows): only in fields still empty that the person has not typed in; they can change them like any other.
  useEffect(() => {
    if (account) setShipping((current) => prefilledShipping(current, account.nombre, account.email, typed.current));
  }, [account]);

  // after a try with problems: the first one in the page's order gets the focus, in the middle of the screen
  useEffect(() => {
    const first = attempts ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    first?.scrollIntoView({ block: "center" });
    first?.focus({ preventScroll: true });
  }, [attempts]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const checked = checkoutProblems(shipping, lines, { consent, invoice: invoiceWanted ? invoice : null });
    setProblems(checked.problems);
    if (Object.keys(checked.problems).length) {
      setAttempts((n) => n + 1);
      return;
    }
    if (lines.length === 0) return refuse("El carrito está vacío.");
    if (checked.cartProblem || !checked.request)
      return refuse(checked.cartProblem ? `Revisa tu carrito. ${checked.cartProblem}.` : "Revisa tu carrito.");
    const signed = await checkDedication(dedication);
    if (!signed.ok) return refuse(signed.message);
    // The buyer confirms the total the page shows: never while it is being priced or could not be.
    const { quote } = priced;
    if (priced.error || !quote || priced.pending)
      return refuse(priced.error ?? "Espera un momento: estamos calculando el total de tu pedido.");
    const request = {
      ...checked.request,
      ...(signed.dedicatoria && { dedicatoria: signed.dedicatoria }),
      ...(quote.discount && { code: quote.discount.code }),
    };
    void placeOrder(request, {
      shippingInfo: shipping,
      lines,
      factura: checked.factura,
      totalCentavos: quote.totalCentavos,
    });
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        Información de envío
      </h1>
      <form
        ref={formRef}
        className="checkout__layout"
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-busy={submitting}
      >
        <div className="checkout__shipping">
          <ShippingForm
            values={shipping}
            onChange={(name, value) => {
              typed.current.add(name);
              setShipping((current) => ({ ...current, [name]: value }));
              forget(name);
            }}
            problems={problems}
            disabled={submitting}
          />
          <DedicationFields
            lines={lines}
            books={products}
            value={dedication}
            onChange={setDedication}
            disabled={submitting}
          />
          <InvoiceFields
            wanted={invoiceWanted}
            onWantedChange={(wanted) => {
              setInvoiceWanted(wanted);
              if (!wanted)
                forget(
                  ...(Object.keys(emptyInvoice) as (keyof InvoiceData)[]).map((name) => `factura.${name}` as const),
                );
            }}
            values={invoice}
            onChange={(next) => {
              setInvoice(next);
              forget(
                ...(Object.keys(next) as (keyof InvoiceData)[])
                  .filter((name) => next[name] !== invoice[name])
                  .map((name) => `factura.${name}` as const),
              );
            }}
            problems={invoiceProblems}
            disabled={submitting}
          />
        </div>
        <div className="checkout__side">
          {booksError && (
            <p className="checkout__books-error" role="alert">
              {booksError}
            </p>
          )}
          <OrderSummary empty={lines.length === 0} priced={priced}>
            <DiscountCodeField
              applied={applied?.code ?? null}
              priced={priced}
              onApply={applyCode}
              onRemove={() => setApplied(null)}
              disabled={submitting}
            />
          </OrderSummary>
          <PaymentMethod
            testMode={config?.paymentProvider === "simulated"}
            deliveryTime={products.find((product) => lines.some((line) => line.id === product.id))?.deliveryTime}
          >
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
              Realizar pedido
            </button>
            <p className="checkout-box__muted checkout__status" role="status">
              {submitting ? "Generando tu ficha de pago..." : ""}
            </p>
            <FormMessage feedback={feedback} />
            {problemCount > 0 && (
              <p className="field-problem checkout__problems" role="alert">
                {/* the original site's words, with how many fields to look at */}
                {problemCount === 1
                  ? "Campos incompletos: revisa el campo marcado."
                  : `Campos incompletos: revisa los ${problemCount} campos marcados.`}
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
