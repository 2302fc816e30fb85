// adgallery: tabs Subir, Editar, Eliminar over the real photo API.
import { useRef, useState, type KeyboardEvent } from "react";
import { getAllPhotos } from "../api";
import { useUnsavedWarning } from "@/lib/useUnsavedWarning";
import { useLoaderData, useRevalidator } from "react-router-dom";
import type { AdminLoaderArgs, AdminScreenProps } from "@/lib/admin-screen";
import { GalleryDeleteTab } from "./GalleryDeleteTab";
import { GalleryEditTab } from "./GalleryEditTab";
import { GalleryUploadTab } from "./GalleryUploadTab";
import { failure, FormMessage } from "@/components/ui/FormMessage";

const tabs = [
  { id: "subir", label: "Subir" },
  { id: "editar", label: "Editar" },
  { id: "eliminar", label: "Eliminar" },
] as const;
type TabId = (typeof tabs)[number]["id"];

export const loader = ({ loadForAdmin }: AdminLoaderArgs) =>
  loadForAdmin(getAllPhotos, "No se pudieron cargar las fotografías");

export default function GalleryManagerPage({ title }: AdminScreenProps) {
  const photos = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  const refresh = () => void revalidate();
  const [active, setActive] = useState<TabId>("subir");
  const [picked, setPicked] = useState(false);
  useUnsavedWarning(picked);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  // Arrow keys move between tabs (the WAI-ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === active);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length].id;
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  const list = photos.data ?? [];
  return (
    <>
      <div className="adm-page-header">
        <div>
          <h1>{title}</h1>
          <p className="adm-muted">Sube, describe y elimina las fotografías de «Mis historias fotográficas».</p>
        </div>
      </div>
      <div role="tablist" aria-label="Acciones de la galería" className="adm-tabs" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className="adm-tab"
            onClick={() => setActive(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="adm-tabpanel">
        {photos.error && <FormMessage feedback={failure(photos.error)} />}
        {/* kept while another tab shows, so the chosen images and their descriptions stay */}
        <div hidden={active !== "subir"}>
          <GalleryUploadTab onPartlyUploaded={refresh} onDirtyChange={setPicked} />
        </div>
        {active !== "subir" && photos.data?.length === 0 && (
          <p className="adm-empty">No hay fotografías subidas aún.</p>
        )}
        {active === "editar" && <GalleryEditTab photos={list} />}
        {active === "eliminar" && <GalleryDeleteTab photos={list} />}
      </div>
    </>
  );
}
