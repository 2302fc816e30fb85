import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import "./auth.css";

interface Props {
  title: string;
  children: ReactNode;
  /** on /login, where the header is hidden, the card links home itself */
  homeLink?: boolean;
  /** the admin area's pages outside its layout (login, register, delete): a full page under the site's name */
  look?: "site" | "admin";
}

/** The frame of the sign-in, register and password pages. */
export function AuthCard({ title, children, homeLink = false, look = "site" }: Props) {
  if (look === "admin") {
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
  return (
    <div className="auth">
      <div className="auth__card card">
        {homeLink && (
          <Link to="/" className="auth__home">
            ← Volver al inicio
          </Link>
        )}
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
