// For the dashboard: a warning when the last backup failed or the newest is more than two days old, with a link to
// Respaldos; nothing otherwise (and nothing when the list cannot be read: the Respaldos page says why).
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { getBackups, type BackupList } from "./api";

const TWO_DAYS_MS = 2 * 24 * 60 * 60 * 1000;

/** The warning the list calls for, or null. */
export function backupWarning({ archives, last }: BackupList, now = Date.now()): string | null {
  if (last && !last.ok) return `El último respaldo falló: ${last.error}`;
  const newest = archives[0]?.createdAt ?? (last?.ok ? last.at : undefined);
  if (newest && now - new Date(newest).getTime() > TWO_DAYS_MS) return "El último respaldo tiene más de dos días.";
  return null;
}

export function BackupWarning() {
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    getBackups().then(
      (list) => current && setWarning(backupWarning(list)),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  if (!warning) return null;
  return (
    <p className="adm-error" role="alert">
      {warning} <Link to="/admin/respaldos">Ver los respaldos</Link>
    </p>
  );
}
