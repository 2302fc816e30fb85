// /consultar-pedido: a guest finds an order with its number and the e-mail given at checkout (both required).
import { useState, type FormEvent } from "react";
import { orderLookupSchema } from "@autora/common/contract/orders.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { lookupOrder, type BuyerOrder } from "../api";
import { BuyerOrderCard } from "./components/BuyerOrderCard";
import "./my-orders.css";

export default function OrderLookupPage() {
  const [pedido, setPedido] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState("");
  const [order, setOrder] = useState<BuyerOrder | null>(null);
  const [searching, setSearching] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOrder(null);
    const parsed = orderLookupSchema.safeParse({ pedido: pedido.trim().replace(/^#/, ""), email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Revisa los datos");
      return;
    }
    setError("");
    setSearching(true);
    try {
      setOrder(await lookupOrder(parsed.data));
    } catch (err) {
      setError(apiErrorMessage(err, "No se pudo consultar el pedido. Intenta de nuevo."));
    } finally {
      setSearching(false);
    }
  }

  return (
    <section className="container buyer-orders" aria-labelledby="consultar-title">
      <p className="eyebrow eyebrow--page">Pedidos</p>
      <h1 id="consultar-title">Consultar mi pedido</h1>
      <p className="buyer-orders__intro">Escribe el número de pedido y el correo electrónico con el que compraste.</p>
      <form className="buyer-lookup card" onSubmit={submit} noValidate aria-label="Buscar un pedido">
        <div className="field">
          <label htmlFor="lookup-pedido">Número de pedido</label>
          <input
            id="lookup-pedido"
            name="pedido"
            inputMode="numeric"
            autoComplete="off"
            required
            value={pedido}
            onChange={(e) => setPedido(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="lookup-email">Correo electrónico</label>
          <input
            id="lookup-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={searching}>
          {searching ? "Buscando..." : "Buscar pedido"}
        </button>
        {error && (
          <p className="buyer-orders__error" role="alert">
            {error}
          </p>
        )}
      </form>
      {order && (
        <div className="buyer-lookup__result" aria-live="polite">
          <BuyerOrderCard order={order} />
        </div>
      )}
    </section>
  );
}
