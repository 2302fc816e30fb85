// /place-order: 'Información de Envío' — the shipping form on the left, the order summary and the payment box
// on the right, and 'Realizar Pedido'.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { useCatalogue } from "../book/useCatalogue";
import { getPaymentConfig, type PaymentConfig } from "./api/getPaymentConfig";
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
  const { submitting, placeOrder } = usePlaceOrder(config);

  useEffect(() => {
    getPaymentConfig()
      .then(setConfig)
      .catch((error: unknown) => console.error("Error al obtener la configuración de pago:", error));
  }, []);

  const lines = useMemo(() => (products ? orderLines(cart, products) : null), [cart, products]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void placeOrder(shipping, lines ?? []);
  }

  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        Información de Envío
      </h1>
      <form className="checkout__layout" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
        <div className="checkout__shipping">
          <ShippingForm values={shipping} onChange={(name, value) => setShipping((current) => ({ ...current, [name]: value }))} disabled={submitting} />
        </div>
        <div className="checkout__side">
          <OrderSummary lines={lines} total={lines ? linesTotal(lines) : 0} />
          <PaymentMethod testMode={config?.paymentProvider === "simulated"}>
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
