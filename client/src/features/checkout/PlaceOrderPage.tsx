// Placeholder until its issue lands.
export default function PlaceOrderPage() {
  return <h1>PlaceOrderPage</h1>;
}
