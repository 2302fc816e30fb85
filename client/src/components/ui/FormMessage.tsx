/** An auth form's message (error or notice), announced to screen readers. */
export function FormMessage({ text, tone = "error" }: { text: string | null; tone?: "error" | "ok" }) {
  return (
    <p className={text ? (tone === "error" ? "adm-error" : "adm-ok") : "adm-message-slot"} role="alert">
      {text}
    </p>
  );
}
