// The dashboard: what needs the author (only when something does), sales at a glance, then the photo manager: every
// photo (active or not), status toggle, delete, and the upload modal.
import { useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router-dom";
import { apiErrorMessage } from "@/lib/api-client";
import { confirmDialog, showAlert } from "@/lib/alerts";
import { getSalesSummary } from "@/features/orders";
import { getAttention } from "./api";
import { deletePhoto, getAllPhotos, updatePhoto } from "@/features/gallery";
import { usePageMeta } from "@/components/ui/usePageMeta";
import { loadForAdmin } from "@/features/admin";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { NeedsAttention } from "./NeedsAttention";
import { PhotoCard } from "./PhotoCard";
import { SalesAtAGlance } from "./SalesAtAGlance";
import { UploadPhotoModal } from "./UploadPhotoModal";

const sections = [
  { to: "/admin/admainpage", label: "Página principal" },
  { to: "/admin/adgallery", label: "Galería" },
  { to: "/admin/adurdimbre", label: "Libro" },
  { to: "/admin/adblog", label: "Eventos" },
  { to: "/admin/adcontact", label: "Contacto" },
  { to: "/admin/pedidos", label: "Pedidos" },
  { to: "/admin/comentarios", label: "Comentarios" },
  { to: "/admin/adpage", label: "Mi perfil" },
];

export async function loader() {
  const [photos, sales, attention] = await Promise.all([
    loadForAdmin(getAllPhotos, "No se pudieron cargar las fotografías"),
    loadForAdmin(getSalesSummary, "No se pudieron cargar las ventas"),
    loadForAdmin(getAttention, "No se pudo saber si algo necesita tu atención"),
  ]);
  return { photos, sales, attention };
}

export default function DashboardPage() {
  usePageMeta("Dashboard", { site: "Administración" });
  const { photos, sales, attention } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const [uploadOpen, setUploadOpen] = useState(false);
  /** ids with a call in flight, so a second click waits for the first */
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  async function withPending(id: number, action: () => Promise<void>) {
    if (pending.has(id)) return;
    setPending((set) => new Set(set).add(id));
    try {
      await action();
    } finally {
      setPending((set) => {
        const next = new Set(set);
        next.delete(id);
        return next;
      });
    }
  }

  const toggleStatus = (photo: Photo) =>
    withPending(photo.id, async () => {
      try {
        await updatePhoto(photo.id, { activo: !photo.activo });
        await revalidate();
      } catch (error) {
        await showAlert("error", "No se pudo cambiar el estado", apiErrorMessage(error, "Intenta de nuevo."));
      }
    });

  const remove = (photo: Photo) =>
    withPending(photo.id, async () => {
      const confirmed = await confirmDialog({ title: "¿Eliminar esta fotografía?", text: "Se borrará de la galería de forma permanente.", confirmText: "Sí, eliminar" });
      if (!confirmed) return;
      try {
        await deletePhoto(photo.id);
        await revalidate();
      } catch (error) {
        await showAlert("error", "No se pudo eliminar la fotografía", apiErrorMessage(error, "Intenta de nuevo."));
      }
    });

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>Dashboard</h1>
          <p className="adm-muted">Ventas de un vistazo y fotografías de la galería (solo las activas se muestran al público).</p>
        </div>
        <button type="button" className="adm-btn" onClick={() => setUploadOpen(true)}>
          Subir nueva fotografía
        </button>
      </div>

      <NeedsAttention attention={attention} />

      <nav aria-label="Secciones" className="adm-sections">
        {sections.map((section) => (
          <Link key={section.to} to={section.to} className="adm-chip">
            {section.label}
          </Link>
        ))}
      </nav>

      <SalesAtAGlance summary={sales} />

      <h2 className="adm-section-title">Fotografías</h2>
      {photos.error && (
        <p className="adm-error" role="alert">
          {photos.error}
        </p>
      )}
      {photos.data?.length === 0 ? (
        <p className="adm-empty">No hay fotografías subidas aún.</p>
      ) : (
        <ul className="adm-photo-grid">
          {photos.data?.map((photo) => (
            <PhotoCard key={photo.id} photo={photo} busy={pending.has(photo.id)} onToggle={() => toggleStatus(photo)} onDelete={() => remove(photo)} />
          ))}
        </ul>
      )}

      <UploadPhotoModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={() => {
          setUploadOpen(false);
          void revalidate();
        }}
      />
    </>
  );
}
