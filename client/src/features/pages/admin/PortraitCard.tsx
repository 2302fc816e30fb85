// The about page's portrait: what it shows now, a new image (sent at once, with its progress) or none.
import { useState } from "react";
import { confirmDialog } from "@/lib/alerts";
import { useMutation } from "@/lib/useMutation";
import { FileField } from "@/components/ui/FileField";
import { FormMessage } from "@/components/ui/FormMessage";
import { ProgressBar } from "@/components/ui/ProgressBar";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { removePortrait, savePortrait, type AboutContent } from "../api";

export function PortraitCard({
  portraitUrl,
  alt,
  onSaved,
}: {
  portraitUrl: string | null;
  alt: string;
  onSaved: (about: AboutContent) => void;
}) {
  // the image being sent (its name shows beside the button until it is stored)
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation();
  const busy = mutation.pending;

  async function upload(chosen: File | undefined) {
    if (!chosen || busy) return;
    setChosen(chosen);
    setProgress(0);
    const about = await mutation.run(() => savePortrait(chosen, setProgress), {
      success: "Retrato cambiado: la página Sobre mí ya lo muestra.",
      failure: "No se pudo cambiar el retrato. Intenta de nuevo.",
    });
    setProgress(null);
    setChosen(null);
    if (about) onSaved(about);
  }

  async function remove() {
    if (
      busy ||
      !(await confirmDialog({
        title: "¿Quitar el retrato?",
        text: "La página Sobre mí se mostrará sin imagen.",
        confirmText: "Sí, quitar",
        cancelText: "No",
      }))
    )
      return;
    const about = await mutation.run(removePortrait, {
      success: "Retrato quitado.",
      failure: "No se pudo quitar el retrato. Intenta de nuevo.",
    });
    if (about) onSaved(about);
  }

  return (
    <section className="adm-card adm-portrait" aria-labelledby="portrait-title">
      <h2 id="portrait-title">Retrato</h2>
      {portraitUrl ? (
        <UploadedImage
          className="adm-portrait__image"
          src={portraitUrl}
          sizes="12rem"
          alt={alt || "Retrato de la autora"}
          width={800}
          height={960}
        />
      ) : (
        <p className="adm-muted">La página se muestra sin retrato.</p>
      )}
      <FileField
        label={portraitUrl ? "Cambiar el retrato" : "Subir un retrato"}
        button="Elegir imagen"
        files={chosen ? [chosen] : []}
        onChange={(files) => void upload(files[0])}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        hint="JPG, PNG o WebP de hasta 10 MB; se guarda en cuanto la eliges. Se ve mejor vertical (5 × 6)."
        disabled={busy}
      />
      {progress !== null && <ProgressBar value={progress} label="Subiendo retrato" />}
      <FormMessage feedback={mutation.feedback} />
      {portraitUrl && (
        <button type="button" className="adm-btn adm-btn--ghost adm-btn--small" onClick={remove} disabled={busy}>
          Quitar retrato
        </button>
      )}
    </section>
  );
}
