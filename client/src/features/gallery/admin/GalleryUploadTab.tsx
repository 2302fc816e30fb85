// Several images at once, each with its own description, uploaded one after the other with progress.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { createPhotoSchema } from "@autora/common/contract/gallery.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { useMutation } from "@/lib/useMutation";
import { uploadPhoto } from "../api";
import { FieldProblem, problemAttributes } from "@/components/ui/FieldProblem";
import { FileField } from "@/components/ui/FileField";
import { FormMessage } from "@/components/ui/FormMessage";
import { ProgressBar } from "@/components/ui/ProgressBar";

interface Pick {
  file: File;
  preview: string;
  descripcion: string;
}

interface GalleryUploadTabProps {
  /** some photos went up before one failed: the page shows them */
  onPartlyUploaded: () => void;
  /** images chosen and not uploaded yet (the page warns before leaving) */
  onDirtyChange: (dirty: boolean) => void;
}

export function GalleryUploadTab({ onPartlyUploaded, onDirtyChange }: GalleryUploadTabProps) {
  const [picks, setPicks] = useState<Pick[]>([]);
  const [progress, setProgress] = useState<{ index: number; total: number; percent: number } | null>(null);
  // what is wrong with each chosen image (its description, or the upload that failed), by its preview
  const [problems, setProblems] = useState<Record<string, string>>({});
  const mutation = useMutation();
  const current = useRef(picks);
  useEffect(() => {
    current.current = picks;
  }, [picks]);
  useEffect(() => () => current.current.forEach((pick) => URL.revokeObjectURL(pick.preview)), []);
  useEffect(() => onDirtyChange(picks.length > 0), [picks.length, onDirtyChange]);
  const uploading = mutation.pending;

  function add(files: File[]) {
    const added = files.map((file) => ({ file, preview: URL.createObjectURL(file), descripcion: "" }));
    setPicks((list) => [...list, ...added]);
    mutation.clear();
  }

  function remove(pick: Pick) {
    URL.revokeObjectURL(pick.preview);
    setPicks((list) => list.filter((p) => p !== pick));
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (uploading) return;
    if (picks.length === 0) return mutation.refuse("Primero elige una o más imágenes para subir.");
    // Every description is checked before the first upload, so a refused one does not leave half the list sent.
    const refused = Object.fromEntries(
      picks.flatMap((pick) => {
        const checked = createPhotoSchema.safeParse({ descripcion: pick.descripcion });
        return checked.success ? [] : [[pick.preview, checked.error.issues[0].message]];
      }),
    );
    setProblems(refused);
    if (Object.keys(refused).length) return mutation.refuse("Revisa las descripciones marcadas: no se subió nada.");
    const queue = [...picks];
    let done = 0;
    const uploaded = await mutation.run(
      async () => {
        for (const [index, pick] of queue.entries()) {
          setProgress({ index, total: queue.length, percent: 0 });
          try {
            await uploadPhoto(pick.file, pick.descripcion.trim(), (percent) =>
              setProgress({ index, total: queue.length, percent }),
            );
          } catch (error) {
            setProblems({ [pick.preview]: `No se subió: ${apiErrorMessage(error, "intenta de nuevo.")}` });
            throw error;
          }
          URL.revokeObjectURL(pick.preview);
          done += 1;
          setPicks((list) => list.filter((p) => p !== pick));
        }
        return done;
      },
      {
        success: (n) => (n === 1 ? "1 fotografía subida." : `${n} fotografías subidas.`),
        failure: "No se pudo subir una de las fotografías. Intenta de nuevo.",
      },
    );
    setProgress(null);
    if (uploaded === undefined && done > 0) onPartlyUploaded();
  }

  return (
    <form className="adm-card adm-form" onSubmit={upload} noValidate>
      <FileField
        label="Imágenes"
        button="Elegir imágenes"
        files={picks.map((pick) => pick.file)}
        onChange={add}
        adds
        accept="image/*"
        multiple
        hint="Puedes elegir varias a la vez; cada una puede llevar su propia descripción."
        disabled={uploading}
      />
      {picks.length > 0 && (
        <ul className="adm-upload-list">
          {picks.map((pick, index) => (
            <li key={pick.preview} className="adm-card adm-upload-item">
              <img src={pick.preview} alt={`Vista previa de ${pick.file.name}`} width={96} height={96} />
              <div className="adm-field">
                <label htmlFor={`pick-${index}`}>Descripción de {pick.file.name}</label>
                <input
                  id={`pick-${index}`}
                  value={pick.descripcion}
                  maxLength={500}
                  disabled={uploading}
                  onChange={(e) =>
                    setPicks((list) => list.map((p) => (p === pick ? { ...p, descripcion: e.target.value } : p)))
                  }
                  {...problemAttributes(`pick-${index}-problem`, problems[pick.preview])}
                />
                <FieldProblem id={`pick-${index}-problem`} message={problems[pick.preview]} />
              </div>
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small"
                onClick={() => remove(pick)}
                disabled={uploading}
                aria-label={`Quitar ${pick.file.name}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress && (
        <ProgressBar value={progress.percent} label={`Subiendo ${progress.index + 1} de ${progress.total}`} />
      )}
      <FormMessage feedback={mutation.feedback} />
      <div className="adm-form__actions">
        <button type="submit" className="adm-btn" disabled={uploading}>
          Subir
        </button>
      </div>
    </form>
  );
}
