// Without a mail server nothing reaches the buyer's inbox, so the order page asks her to keep its link: shown to copy,
// a button that copies it, and a plain wa.me link that sends it to herself by WhatsApp.
import { useState } from "react";

export function KeepLink({ orderId, path }: { orderId: number; path: string }) {
  const url = typeof window === "undefined" ? path : new URL(path, window.location.origin).href;
  const [copied, setCopied] = useState(false);
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`Mi pedido #${orderId}: ${url}`)}`;
  return (
    <section className="order-page__keep card" aria-labelledby="order-keep-title">
      <h2 id="order-keep-title">Guarda el enlace de tu pedido</h2>
      <p>
        No te enviamos correos: este enlace es la única forma de volver a tu ficha y seguir tu pedido. Guárdalo ahora.
      </p>
      <input
        className="order-page__keep-url"
        type="text"
        readOnly
        value={url}
        aria-label="Enlace de tu pedido"
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="order-page__keep-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copiar el enlace
        </button>
        <a href={whatsapp} target="_blank" rel="noopener noreferrer">
          Enviarme este enlace por WhatsApp
        </a>
      </div>
      <p role="status" className="order-page__keep-status">
        {copied ? "Enlace copiado." : ""}
      </p>
    </section>
  );
}
