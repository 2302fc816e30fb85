// Placeholder until its issue lands.
export default function GalleryPage() {
  return <h1>GalleryPage</h1>;
}
