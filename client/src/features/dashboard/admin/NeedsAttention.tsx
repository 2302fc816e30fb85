// The top of the panel: what needs the author, in plain Spanish, each with a link to where she acts. Nothing at all
// when nothing does. The server sends kinds and numbers; the words and the links are all here. Besides the attention
// list: the admin menu's numbers (paid orders to ship, new comments, new messages), said in words.
import { Link } from "react-router-dom";
import { PENDING_ORDERS_PATH } from "@/features/orders";
import type { Loaded } from "@/lib/load";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { Attention, AttentionItem, NavCounts } from "../api";

const GB = 1_000_000_000;

/** One count with the singular or the plural of its words: "1 correo no se pudo enviar en los últimos 7 días". */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const BACKUPS_LINK = { to: "/admin/respaldos", label: "Ver los respaldos" };

function say(item: AttentionItem): { text: string; link?: { to: string; label: string } } {
  switch (item.kind) {
    case "failedMail":
      return {
        text: `${counted(item.count, "correo no se pudo enviar", "correos no se pudieron enviar")} en los últimos 7 días`,
        link: { to: "/admin/correos", label: "Ver los correos" },
      };
    case "expiringVouchers":
      return {
        text: counted(item.count, "ficha vence en las próximas 24 horas", "fichas vencen en las próximas 24 horas"),
        link: { to: PENDING_ORDERS_PATH, label: "Ver las fichas pendientes" },
      };
    case "lowStock":
      return {
        text:
          item.stock === 0
            ? `Agotado: no quedan ejemplares de «${item.name}»`
            : `${item.stock === 1 ? "Queda 1 ejemplar" : `Quedan ${item.stock} ejemplares`} de «${item.name}»`,
        link: { to: "/admin/adurdimbre", label: "Editar el libro" },
      };
    case "lowDisk":
      return {
        text: `Queda poco espacio en el servidor: ${Number((item.freeBytes / GB).toFixed(1))} GB libres. Borra respaldos o archivos que ya no necesites, o pide más espacio a tu proveedor`,
        link: BACKUPS_LINK,
      };
    case "backupFailed":
      return { text: `El último respaldo falló: ${item.error.replace(/\.$/, "")}`, link: BACKUPS_LINK };
    case "backupStale":
      return { text: "El último respaldo tiene más de dos días", link: BACKUPS_LINK };
    case "mailNotConfigured":
      return {
        text: "El correo no está configurado: los avisos de pedidos, los boletines y los mensajes se guardan en Correos y no le llegan a nadie. Para enviarlos, configura SMTP_URL, MAIL_FROM y PUBLIC_URL en el servidor",
        link: { to: "/admin/correos", label: "Ver los correos guardados" },
      };
  }
}

type Line = { key: string; text: string; link?: { to: string; label: string } };

/** The menu's numbers as lines: "1 pedido pagado por enviar", "2 comentarios nuevos", "1 mensaje nuevo". */
function countLines(counts: NavCounts | null): Line[] {
  if (!counts) return [];
  const lines: Line[] = [];
  if (counts.ordersToShip > 0)
    lines.push({
      key: "ordersToShip",
      text: counted(counts.ordersToShip, "pedido pagado por enviar", "pedidos pagados por enviar"),
      link: { to: "/admin/pedidos", label: "Ver los pedidos" },
    });
  if (counts.newComments > 0)
    lines.push({
      key: "newComments",
      text: counted(counts.newComments, "comentario nuevo", "comentarios nuevos"),
      link: { to: "/admin/comentarios", label: "Ver los comentarios" },
    });
  if (counts.newMessages > 0)
    lines.push({
      key: "newMessages",
      text: counted(counts.newMessages, "mensaje nuevo", "mensajes nuevos"),
      link: { to: "/admin/mensajes", label: "Ver los mensajes" },
    });
  return lines;
}

/** `attention` comes from the panel's loader, `counts` from the admin layout's (null when not known). */
export function NeedsAttention({
  attention,
  counts = null,
}: {
  attention: Loaded<Attention>;
  counts?: NavCounts | null;
}) {
  const items: Line[] = [
    ...countLines(counts),
    ...(attention.data?.items ?? []).map((item) => ({
      key: item.kind === "lowStock" ? `${item.kind}-${item.bookId}` : item.kind,
      ...say(item),
    })),
  ];
  if (!attention.error && items.length === 0) return null;
  return (
    <section className="adm-card adm-attention" aria-labelledby="adm-attention-title">
      <h2 id="adm-attention-title">Necesita tu atención</h2>
      {attention.error && <FormMessage feedback={failure(attention.error)} />}
      <ul>
        {items.map(({ key, text, link }) => (
          <li key={key}>
            {text}.
            {link && (
              <>
                {" "}
                <Link to={link.to}>{link.label}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
