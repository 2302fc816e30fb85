// Placeholder until its issue lands.
export default function EventsPage() {
  return <h1>EventsPage</h1>;
}
