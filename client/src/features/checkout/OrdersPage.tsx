// Placeholder until its issue lands.
export default function OrdersPage() {
  return <h1>OrdersPage</h1>;
}
