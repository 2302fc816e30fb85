// The admin bar and its grouped menu, both drawn from the one navigation table (../nav.ts). On a wide screen the menu
// is a column beside the page; on a phone the bar's menu button opens it over the page. Beside an entry: what waits for
// her there ("3 por enviar", "2 nuevos"), from the layout's loader. The bar's name and "Ver el sitio" (in the bar on a
// wide screen, at the end of the menu on a phone) go to the public site; the bar's icon signs out (a spinner while it
// does).
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate, useRouteLoaderData } from "react-router-dom";
import { useAppDispatch } from "@/app/hooks";
import { signOut } from "@/features/accounts";
import { CloseIcon, LogoutIcon, MenuIcon } from "@/components/ui/icons";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Spinner } from "@/components/ui/Spinner";
import type { Loaded } from "@/lib/load";
import type { NavCounts } from "@/features/dashboard";
import { countWords, navGroups } from "../nav";

/** The redirect to the login page waits 500 ms (the spinner shows meanwhile), as on the original site. */
const LOGOUT_DELAY_MS = 500;

const GROUPS = navGroups();

export function AdminNav() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const counts = useRouteLoaderData("admin-layout") as Loaded<NavCounts> | undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const [leaving, setLeaving] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Following a link closes the menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
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
    <>
      <header className="adm-nav">
        <div className="adm-nav__bar">
          <Link to="/" className="adm-nav__brand" title="Ver el sitio">
            Autora Colimense <span className="adm-nav__tag">Admin</span>
          </Link>
          <div className="adm-nav__actions">
            <Link to="/" className="adm-nav__site">
              Ver el sitio
            </Link>
            <button
              type="button"
              className="adm-nav__icon"
              onClick={logout}
              disabled={leaving}
              aria-label="Cerrar sesión"
              title="Cerrar sesión"
            >
              {leaving ? <Spinner inline label="Cerrando sesión" /> : <LogoutIcon size={20} />}
            </button>
            <button
              ref={toggleRef}
              type="button"
              className="adm-nav__icon adm-nav__toggle"
              onClick={() => setMenuOpen((open) => !open)}
              aria-expanded={menuOpen}
              aria-controls="adm-menu"
              aria-label={menuOpen ? "Cerrar menú" : "Abrir menú"}
            >
              {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            </button>
          </div>
        </div>
      </header>
      <nav id="adm-menu" aria-label="Administración" className={menuOpen ? "adm-menu is-open" : "adm-menu"}>
        {GROUPS.map(({ group, entries }) => {
          const headingId = group ? `adm-menu-${group.toLowerCase()}` : undefined;
          return (
            <div key={group ?? "panel"} className="adm-menu__group">
              {group && (
                <p id={headingId} className="adm-menu__heading">
                  {group}
                </p>
              )}
              <ul aria-labelledby={headingId}>
                {entries.map((entry) => {
                  const waiting =
                    entry.count && counts?.data ? countWords(entry.count, counts.data[entry.count]) : null;
                  return (
                    <li key={entry.path}>
                      <NavLink to={entry.path} className="adm-menu__link">
                        <span>{entry.label}</span>
                        {waiting && <span className="adm-menu__count">{waiting}</span>}
                      </NavLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
        {counts?.error && <FormMessage feedback={failure(counts.error)} className="adm-menu__problem" />}
        <Link to="/" className="adm-menu__link adm-menu__site">
          Ver el sitio
        </Link>
      </nav>
    </>
  );
}
