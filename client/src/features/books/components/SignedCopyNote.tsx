import "./SignedCopyNote.css";

/** "Disponible dedicado por la autora" on the book's pages when the author offers signed copies. */
export function SignedCopyNote({ dedicado }: { dedicado?: boolean }) {
  if (!dedicado) return null;
  return <p className="signed-copy">Disponible dedicado por la autora</p>;
}
