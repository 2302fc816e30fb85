// Placeholder until its issue lands.
export default function CartPage() {
  return <h1>CartPage</h1>;
}
