// Placeholder until its issue lands.
export default function BookPage() {
  return <h1>BookPage</h1>;
}
