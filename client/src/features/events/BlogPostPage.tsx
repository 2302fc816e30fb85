// Placeholder until its issue lands.
export default function BlogPostPage() {
  return <h1>BlogPostPage</h1>;
}
