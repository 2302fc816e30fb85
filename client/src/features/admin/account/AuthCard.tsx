import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** The frame of the pages outside the admin layout (login, register, delete). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="adm-auth">
      <Link to="/" className="adm-auth__brand">
        Autora Colimense
      </Link>
      <div className="adm-card adm-auth__card">
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** An auth form's message (error or notice), announced to screen readers. */
export function FormMessage({ text, tone = "error" }: { text: string | null; tone?: "error" | "ok" }) {
  return (
    <p className={text ? (tone === "error" ? "adm-error" : "adm-ok") : "adm-message-slot"} role="alert">
      {text}
    </p>
  );
}
