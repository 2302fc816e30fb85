// /mis-pedidos: the signed-in reader's orders, newest first.
import { Link, Navigate, useLoaderData } from "react-router-dom";
import { Spinner } from "@/components/ui/Spinner";
import { useHydrated } from "@/components/ui/useHydrated";
import { useSession } from "@/features/accounts";
import { load, type Loaded } from "@/lib/load";
import { getToken } from "@/lib/token";
import { getMyOrders, type BuyerOrder } from "../api";
import { BuyerOrderCard } from "./components/BuyerOrderCard";
import "./my-orders.css";

/** The signed-in reader's orders (the api client sends the stored token); without a token there is nothing to ask. */
export async function loader(): Promise<Loaded<BuyerOrder[]>> {
  if (!getToken()) return { data: null, error: null };
  return load(getMyOrders, "No se pudieron cargar tus pedidos");
}

export default function MyOrdersPage() {
  // the stored token says who is signed in (known once the page runs in the browser); a visitor goes to the login page
  const session = useSession();
  const hydrated = useHydrated();
  const { data: orders, error } = useLoaderData<typeof loader>();

  if (hydrated && !session) return <Navigate to="/login" replace />;

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
