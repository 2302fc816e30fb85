// Placeholder until its issue lands.
export default function LoginPage() {
  return <h1>LoginPage</h1>;
}
