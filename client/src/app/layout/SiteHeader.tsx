// Top navigation: brand, the section links, the account link (after the session check) and the cart with its badge.
import { useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { Link, NavLink } from "react-router-dom";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";
import { useHydrated } from "@/components/ui/useHydrated";
import { useAuthorName } from "@/features/pages";
import { useSession } from "@/features/accounts";
import { CartLink } from "./CartLink";

const SECTION_LINKS = [
  { to: "/about", label: "Sobre mí" },
  { to: "/urdimbre", label: "Urdimbre" },
  { to: "/blogpage", label: "Eventos" },
  { to: "/gallery", label: "Galería" },
  { to: "/contact", label: "Contacto" },
];

export function SiteHeader() {
  const authorName = useAuthorName();
  const signedIn = useSession() !== null;
  // The session lives in this browser's storage, so the server's page (and the hydration) shows a visitor's link;
  // "Mi cuenta" replaces it after hydration for a signed-in reader, in a box as wide as the longer label from the
  // start, so nothing moves.
  const showAccount = useHydrated() && signedIn;
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !menuOpen) return;
    setMenuOpen(false);
    toggleRef.current?.focus();
  };
  const closeOnLinkClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) setMenuOpen(false);
  };

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand">
          {authorName}
        </Link>
        <nav className="site-nav" aria-label="Principal" onKeyDown={closeOnEscape}>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((open) => !open)}
            data-replay
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="sr-only">Menú</span>
          </button>
          <ul id="site-menu" className={menuOpen ? "site-menu is-open" : "site-menu"} onClick={closeOnLinkClick}>
            {SECTION_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
            <li className="site-menu__account">
              <span className="account-slot">
                {showAccount ? <NavLink to="/user">Mi cuenta</NavLink> : <NavLink to="/login">Iniciar sesión</NavLink>}
                <span className="account-slot__size" aria-hidden="true">
                  Iniciar sesión
                </span>
              </span>
            </li>
          </ul>
        </nav>
        <CartLink />
      </div>
    </header>
  );
}
