// Admin navigation: brand to /, the section links, a logout icon with a spinner, and a hamburger menu on small screens.
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { signOut } from "@/features/accounts";
import { CloseIcon, LogoutIcon, MenuIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/Spinner";

const desktopLinks = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/adcontact", label: "Contacto" },
  { to: "/admin/mensajes", label: "Mensajes" },
  { to: "/admin/sobre-mi", label: "Sobre mí" },
  { to: "/admin/adblog", label: "Eventos" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/adurdimbre", label: "Urdimbre" },
  { to: "/admin/pedidos", label: "Pedidos" },
  { to: "/admin/descuentos", label: "Códigos de descuento" },
  { to: "/admin/comentarios", label: "Comentarios" },
  { to: "/admin/boletin", label: "Boletín" },
  { to: "/admin/correos", label: "Correos" },
  { to: "/admin/respaldos", label: "Respaldos" },
  { to: "/admin/paginas-legales", label: "Páginas legales" },
];

const mobileLinks = [
  { to: "/", label: "Inicio" },
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/adcontact", label: "Contacto" },
  { to: "/admin/mensajes", label: "Mensajes" },
  { to: "/admin/sobre-mi", label: "Sobre mí" },
  { to: "/admin/adblog", label: "Eventos" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/adurdimbre", label: "Libro" },
  { to: "/admin/pedidos", label: "Pedidos" },
  { to: "/admin/descuentos", label: "Códigos de descuento" },
  { to: "/admin/comentarios", label: "Comentarios" },
  { to: "/admin/boletin", label: "Boletín" },
  { to: "/admin/correos", label: "Correos" },
  { to: "/admin/respaldos", label: "Respaldos" },
  { to: "/admin/paginas-legales", label: "Páginas legales" },
];

/** The redirect to the login page waits 500 ms (the spinner shows meanwhile), as on the original site. */
const LOGOUT_DELAY_MS = 500;

export function AdminNav() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const [leaving, setLeaving] = useState(false);

  // Following a link closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  async function logout() {
    if (leaving) return;
    setLeaving(true);
    dispatch(signOut());
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
    navigate("/admin/login", { replace: true });
  }

  return (
    <header className="adm-nav">
      <div className="adm-nav__bar">
        <Link to="/" className="adm-nav__brand">
          Autora Colimense <span className="adm-nav__tag">Admin</span>
        </Link>
        <nav aria-label="Administración" className="adm-nav__links">
          {desktopLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className="adm-nav__link">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="adm-nav__actions">
          <button type="button" className="adm-nav__icon" onClick={logout} disabled={leaving} aria-label="Cerrar sesión" title="Cerrar sesión">
            {leaving ? <Spinner inline label="Cerrando sesión" /> : <LogoutIcon size={20} />}
          </button>
          <button
            type="button"
            className="adm-nav__icon adm-nav__toggle"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="adm-mobile-menu"
            aria-label={menuOpen ? "Cerrar menú" : "Abrir menú"}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="adm-mobile-menu" aria-label="Menú de administración" className="adm-nav__menu">
          {mobileLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end className="adm-nav__menu-link">
              {link.label}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
