// Placeholder until its issue lands.
export default function UserPage() {
  return <h1>UserPage</h1>;
}
