import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import "./account.css";

/** The frame of the login and register pages (on /login, where the header is hidden, it links home itself). */
export function AuthCard({ title, children, homeLink = false }: { title: string; children: ReactNode; homeLink?: boolean }) {
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
