// Placeholder until its issue lands.
export default function HomePage() {
  return <h1>HomePage</h1>;
}
