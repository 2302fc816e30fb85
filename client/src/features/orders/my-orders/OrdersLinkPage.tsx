// /orders: the address the order e-mails used to link to. Each order now has its own page (/pedido/<token>); this one
// says where to find it.
import { Link } from "react-router-dom";
import "./my-orders.css";

export default function OrdersLinkPage() {
  return (
    <section className="container buyer-orders" aria-labelledby="orders-link-title">
      <p className="eyebrow eyebrow--page">Pedidos</p>
      <h1 id="orders-link-title">Tus pedidos</h1>
      <p className="buyer-orders__intro">
        Cada pedido tiene su propia página, con su ficha de pago y su estado. Ábrela con el botón «Ver mi pedido» de
        cualquiera de los correos de tu pedido.
      </p>
      <ul>
        <li>
          <Link to="/consultar-pedido">Consulta un pedido con su número y tu correo</Link>
        </li>
        <li>
          <Link to="/mis-pedidos">Mis pedidos</Link>, si compraste con tu cuenta
        </li>
      </ul>
    </section>
  );
}
