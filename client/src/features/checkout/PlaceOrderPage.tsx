// /place-order: 'Información de Envío' — the shipping form (and the optional invoice data) on the left, the order
// summary and the payment box with the privacy-notice consent on the right, and 'Realizar Pedido'.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import type { InvoiceData } from "../../../../common/contract/invoice-catalogue";
import { useAppSelector } from "../../app/hooks";
import { PrivacyConsent } from "../../components/ui/PrivacyConsent";
import { useCatalogue } from "../book/useCatalogue";
import { getPaymentConfig, type PaymentConfig } from "./api/getPaymentConfig";
import { emptyInvoice, InvoiceFields } from "./components/InvoiceFields";
import { OrderSummary } from "./components/OrderSummary";
import { PaymentMethod } from "./components/PaymentMethod";
import { ShippingForm } from "./components/ShippingForm";
import { emptyShipping, linesTotal, orderLines, type ShippingInfo } from "./shipping";
import { usePlaceOrder } from "./usePlaceOrder";
import { usePageMeta } from "../../components/ui/usePageMeta";
import "./PlaceOrderPage.css";

export default function PlaceOrderPage() {
  usePageMeta("Información de Envío");
  const cart = useAppSelector((state) => state.cart.items);
  const products = useCatalogue();
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [shipping, setShipping] = useState<ShippingInfo>(emptyShipping);
  const [invoiceWanted, setInvoiceWanted] = useState(false);
  const [invoice, setInvoice] = useState<InvoiceData>(emptyInvoice);
  const [consent, setConsent] = useState(false);
  const { submitting, placeOrder } = usePlaceOrder(config);

  useEffect(() => {
    getPaymentConfig()
      .then(setConfig)
      .catch((error: unknown) => console.error("Error al obtener la configuración de pago:", error));
  }, []);

  const lines = useMemo(() => (products ? orderLines(cart, products) : null), [cart, products]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void placeOrder(shipping, lines ?? [], { consent, invoice: invoiceWanted ? invoice : null });
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        Información de Envío
      </h1>
      <form className="checkout__layout" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <div className="checkout__shipping">
          <ShippingForm values={shipping} onChange={(name, value) => setShipping((current) => ({ ...current, [name]: value }))} disabled={submitting} />
          <InvoiceFields wanted={invoiceWanted} onWantedChange={setInvoiceWanted} values={invoice} onChange={setInvoice} disabled={submitting} />
        </div>
        <div className="checkout__side">
          <OrderSummary lines={lines} total={lines ? linesTotal(lines) : 0} />
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
