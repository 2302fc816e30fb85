// /mis-pedidos: the signed-in reader's orders, newest first.
import { useEffect, useState } from "react";
import { Link, Navigate } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { Spinner } from "../../components/ui/Spinner";
import { usePageMeta } from "../../components/ui/usePageMeta";
import { apiErrorMessage } from "../../lib/api-client";
import { getMyOrders, type BuyerOrder } from "./api";
import { BuyerOrderCard } from "./components/BuyerOrderCard";
import "./my-orders.css";

export default function MyOrdersPage() {
  usePageMeta("Mis pedidos");
  const { isAuthenticated, ready } = useAppSelector((state) => state.auth);
  const [orders, setOrders] = useState<BuyerOrder[] | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    if (!ready || !isAuthenticated) return;
    let active = true;
    getMyOrders()
      .then((list) => active && setOrders(list))
      .catch((err: unknown) => active && setError(apiErrorMessage(err, "No se pudieron cargar tus pedidos")));
    return () => {
      active = false;
    };
  }, [ready, isAuthenticated]);

  if (ready && !isAuthenticated) return <Navigate to="/login" replace />;

  return (
    <section className="container buyer-orders" aria-labelledby="mis-pedidos-title">
      <p className="eyebrow eyebrow--page">Tu cuenta</p>
      <h1 id="mis-pedidos-title">Mis pedidos</h1>
      {error && (
        <p className="buyer-orders__error" role="alert">
          {error}
        </p>
      )}
      {!orders && !error && <Spinner label="Cargando tus pedidos..." />}
      {orders?.length === 0 && (
        <p className="buyer-orders__empty">
          Aún no tienes pedidos. <Link to="/urdimbre">Conoce Urdimbre</Link>
        </p>
      )}
      {orders && orders.length > 0 && (
        <ul className="buyer-orders__list">
          {orders.map((order) => (
            <li key={order.id}>
              <BuyerOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <p className="buyer-orders__aside">
        ¿Compraste sin iniciar sesión? <Link to="/consultar-pedido">Consulta tu pedido con su número y tu correo</Link>.
      </p>
    </section>
  );
}
