import "./ui.css";

/** What is wrong with a form field, shown under it; the field points at it with aria-describedby and aria-invalid. */
export function FieldProblem({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-problem">
      {message}
    </p>
  );
}

/** The attributes that tie a field to its problem (and to its hint, if it has one). */
export function problemAttributes(problemId: string, message: string | undefined, hintId?: string) {
  const describedBy = [message ? problemId : undefined, hintId].filter(Boolean).join(" ");
  return { "aria-invalid": message ? (true as const) : undefined, "aria-describedby": describedBy || undefined };
}
