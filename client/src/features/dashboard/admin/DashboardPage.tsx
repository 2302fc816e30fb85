// The panel: what needs the author (only when something does), shortcuts to the pages she uses most, sales at a glance,
// then the photo manager: every photo (active or not), status toggle, delete, and the upload dialog.
import { useState } from "react";
import { Link, useLoaderData, useRouteLoaderData } from "react-router-dom";
import type { Photo } from "@autora/common/contract/gallery.ts";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { getSalesSummary } from "@/features/orders";
import { deletePhoto, getAllPhotos, updatePhoto } from "@/features/gallery";
import { failure, FormMessage } from "@/components/ui/FormMessage";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import type { Loaded } from "@/lib/load";
import { getAttention, type NavCounts } from "../api";
import { NeedsAttention } from "./NeedsAttention";
import { PhotoCard } from "./PhotoCard";
import { SalesAtAGlance } from "./SalesAtAGlance";
import { UploadPhotoModal } from "./UploadPhotoModal";
import "./dashboard.css";

/** Her data, and the shortcuts to the pages she uses most, named as in the admin menu. */
export async function loader({ loadForAdmin, shortcuts }: AdminLoaderArgs) {
  const [photos, sales, attention] = await Promise.all([
    loadForAdmin(getAllPhotos, "No se pudieron cargar las fotografías"),
    loadForAdmin(getSalesSummary, "No se pudieron cargar las ventas"),
    loadForAdmin(getAttention, "No se pudo saber si algo necesita tu atención"),
  ]);
  return { photos, sales, attention, shortcuts };
}

export default function DashboardPage({ title }: AdminScreenProps) {
  const { photos, sales, attention, shortcuts } = useLoaderData<typeof loader>();
  // the admin menu's numbers (the layout's loader), said in words at the top
  const counts = (useRouteLoaderData("admin-layout") as Loaded<NavCounts> | undefined)?.data ?? null;
  const [uploadOpen, setUploadOpen] = useState(false);
  const photoChange = useMutation();

  const toggleStatus = (photo: Photo) =>
    photoChange.run(() => updatePhoto(photo.id, { activo: !photo.activo }), {
      success: photo.activo
        ? "La fotografía ya no se muestra en la galería."
        : "La fotografía se muestra en la galería.",
      failure: "No se pudo cambiar el estado de la fotografía. Intenta de nuevo.",
    });

  async function remove(photo: Photo) {
    const confirmed = await confirmDialog({
      title: "¿Eliminar esta fotografía?",
      text: "Se borrará de la galería de forma permanente.",
      confirmText: "Sí, eliminar",
    });
    if (confirmed)
      await photoChange.run(() => deletePhoto(photo.id), {
        success: "Fotografía eliminada.",
        failure: "No se pudo eliminar la fotografía. Intenta de nuevo.",
      });
  }

  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">
            Lo que necesita tu atención, las ventas de un vistazo y las fotografías de la galería (solo las activas se
            muestran al público).
          </p>
        </div>
        <button type="button" className="adm-btn" onClick={() => setUploadOpen(true)}>
          Subir nueva fotografía
        </button>
      </div>

      <NeedsAttention attention={attention} counts={counts} />

      <nav aria-label="Secciones" className="adm-sections">
        {shortcuts.map((section) => (
          <Link key={section.path} to={section.path} className="adm-chip">
            {section.title}
          </Link>
        ))}
      </nav>

      <SalesAtAGlance summary={sales} />

      <h2 className="adm-section-title">Fotografías</h2>
      <FormMessage feedback={photoChange.feedback} />
      {photos.error && <FormMessage feedback={failure(photos.error)} />}
      {photos.data?.length === 0 ? (
        <p className="adm-empty">No hay fotografías subidas aún.</p>
      ) : (
        <ul className="adm-photo-grid">
          {photos.data?.map((photo) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              busy={photoChange.pending}
              onToggle={() => toggleStatus(photo)}
              onDelete={() => remove(photo)}
            />
          ))}
        </ul>
      )}

      <UploadPhotoModal
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={() => setUploadOpen(false)}
      />
    </>
  );
}
