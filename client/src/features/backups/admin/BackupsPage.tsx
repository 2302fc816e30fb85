// Respaldos: the archives the server makes every day (newest first, with date and size), "make one now", and the
// download of one, which asks the administrator's password again: an archive holds password hashes and the sign-in
// secret.
import { useState, type FormEvent } from "react";
import { useLoaderData } from "react-router-dom";
import { formatDateTime } from "@autora/common/format.ts";
import { useMutation } from "@/lib/useMutation";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import { Modal } from "@/components/ui/Modal";
import { TextField } from "@/components/ui/TextField";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { downloadBackup, getBackups, makeBackupNow } from "../api";

export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(getBackups, "No se pudieron cargar los respaldos");

/** 1234567 -> "1.2 MB" */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${units[0]}` : `${value.toFixed(1)} ${units[unit]}`;
}

export default function BackupsPage({ title }: AdminScreenProps) {
  const list = useLoaderData<typeof loader>();
  const making = useMutation();
  const downloading = useMutation();
  const [asking, setAsking] = useState<string | null>(null);
  const [password, setPassword] = useState("");

  const makeNow = () =>
    void making.run(makeBackupNow, {
      success: (made) => `Respaldo hecho: ${made.name} (${formatBytes(made.bytes)}).`,
      failure: "No se pudo hacer el respaldo. Intenta de nuevo.",
    });

  function closePrompt() {
    setAsking(null);
    setPassword("");
    downloading.clear();
  }

  async function download(event: FormEvent) {
    event.preventDefault();
    if (!asking) return;
    const name = asking;
    const done = await downloading.run(() => downloadBackup(name, password).then(() => true), {
      revalidate: false,
      failure: "No se pudo descargar el respaldo. Intenta de nuevo.",
    });
    if (done) closePrompt();
  }

  const last = list.data?.last;
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            El sitio hace un respaldo cada día (base de datos y archivos subidos) y guarda los 7 más recientes y uno de
            cada una de las 4 semanas anteriores. Descarga uno de vez en cuando y guárdalo fuera del servidor.
          </p>
        </div>
        <button type="button" className="adm-btn" disabled={making.pending} onClick={makeNow}>
          {making.pending ? "Haciendo el respaldo…" : "Hacer un respaldo ahora"}
        </button>
      </div>
      <FormMessage feedback={making.feedback} />
      {list.error && <FormMessage feedback={failure(list.error)} />}
      {last && !last.ok && (
        <FormMessage
          feedback={{ tone: "error", text: `El último respaldo falló (${formatDateTime(last.at)}): ${last.error}` }}
        />
      )}
      <section className="adm-card" aria-label="Lista de respaldos">
        {list.data?.archives.length === 0 && <p className="adm-muted">Todavía no hay respaldos.</p>}
        <ul>
          {list.data?.archives.map((archive) => (
            <li key={archive.name}>
              <span>{formatDateTime(archive.createdAt)}</span> · <span>{formatBytes(archive.bytes)}</span> ·{" "}
              <span className="adm-muted">{archive.name}</span>{" "}
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small"
                onClick={() => setAsking(archive.name)}
                aria-label={`Descargar ${archive.name}`}
              >
                Descargar
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Modal open={asking !== null} title="Descargar un respaldo" onClose={closePrompt} busy={downloading.pending}>
        <form onSubmit={(event) => void download(event)}>
          <p className="adm-muted">
            El respaldo contiene las contraseñas cifradas y la clave de las sesiones: escribe tu contraseña para
            descargarlo.
          </p>
          <TextField
            label="Tu contraseña"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            required
          />
          <FormMessage feedback={downloading.feedback} />
          <button type="submit" className="adm-btn" disabled={downloading.pending || password === ""}>
            {downloading.pending ? "Descargando…" : "Descargar"}
          </button>
        </form>
      </Modal>
    </>
  );
}
