// 'Método de pago': OXXO is the only method, shown as a logo button that starts (and stays) selected.
import type { ReactNode } from "react";
import { OxxoLogo } from "./OxxoLogo";
import "./checkout-box.css";

interface PaymentMethodProps {
  testMode: boolean;
  /** the book's "Tiempo de entrega", when the page knows it */
  deliveryTime?: string;
  children: ReactNode;
}

export function PaymentMethod({ testMode, deliveryTime, children }: PaymentMethodProps) {
  return (
    <section className="checkout-box" aria-labelledby="payment-title">
      <h2 id="payment-title" className="checkout-box__title">
        Método de pago
      </h2>
      <div className="payment-methods" role="group" aria-label="Métodos de pago disponibles">
        <button
          type="button"
          className="payment-method payment-method--selected"
          aria-pressed="true"
          aria-label="OXXO: pago en efectivo"
        >
          <OxxoLogo className="payment-method__logo" />
        </button>
      </div>
      <p className="checkout-box__muted">
        Recibirás una ficha para pagar en efectivo en cualquier tienda OXXO. En cuanto recibamos tu pago preparamos tu
        envío, sin costo
        {deliveryTime ? `: llega en ${deliveryTime}.` : "."}
      </p>
      {testMode && (
        <p className="payment-test-mode" role="note">
          <strong>Modo de prueba:</strong> la ficha es una simulación y no se cobra dinero real.
        </p>
      )}
      {children}
    </section>
  );
}
