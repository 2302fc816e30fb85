// Placeholder until its issue lands.
export default function BookDetailPage() {
  return <h1>BookDetailPage</h1>;
}
