// The one way the site and the admin area say how an action went: a line next to the control that was used, an error
// announced at once (role="alert"), a confirmation politely (role="status"). The empty line keeps its place, so a
// message appearing moves nothing.
export type Feedback = { tone: "error" | "ok"; text: string };

/** A failed read as feedback (a loader's Spanish reason), or none when there is no reason to give. */
export const failure = (reason: string | null | undefined): Feedback | null =>
  reason ? { tone: "error", text: reason } : null;

export function FormMessage({
  feedback,
  id,
  className,
}: {
  feedback: Feedback | null;
  id?: string;
  className?: string;
}) {
  const tone = feedback ? ` form-message--${feedback.tone}` : "";
  return (
    <p
      id={id}
      className={`form-message${tone}${className ? ` ${className}` : ""}`}
      role={feedback?.tone === "error" ? "alert" : "status"}
    >
      {feedback?.text}
    </p>
  );
}
