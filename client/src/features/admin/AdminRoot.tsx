// Placeholder until its issue lands.
export default function AdminRoot() {
  return <h1>AdminRoot</h1>;
}
