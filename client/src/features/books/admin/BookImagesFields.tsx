// Existing images (delete each; click one to make it the main image) and new images with previews.
import { useEffect, useRef } from "react";
import type { BookImage } from "../types";
import { moveFirst } from "./bookFormData";
import { FileField } from "@/components/ui/FileField";
import { UploadedImage } from "@/components/ui/UploadedImage";

export interface NewImage {
  file: File;
  preview: string;
}

export function ExistingImagesField({
  images,
  onChange,
  disabled,
}: {
  images: BookImage[];
  onChange: (images: BookImage[]) => void;
  disabled: boolean;
}) {
  if (images.length === 0) return null;
  return (
    <fieldset className="adm-fieldset">
      <legend>Imágenes actuales</legend>
      <p className="adm-muted">Haz clic en una imagen para elegirla como principal.</p>
      <ul className="adm-thumbs">
        {images.map((image, index) => (
          <li key={image.id} className={index === 0 ? "adm-thumb adm-thumb--main" : "adm-thumb"}>
            <button
              type="button"
              className="adm-thumb__pick"
              onClick={() => onChange(moveFirst(images, image.id))}
              disabled={disabled}
              aria-pressed={index === 0}
              aria-label={index === 0 ? "Imagen principal" : `Elegir la imagen ${index + 1} como principal`}
            >
              <UploadedImage src={image.url} sizes="120px" alt="" width={120} height={160} />
            </button>
            {index === 0 && <span className="adm-thumb__badge">Principal</span>}
            <button
              type="button"
              className="adm-btn adm-btn--danger adm-btn--small"
              onClick={() => onChange(images.filter((i) => i.id !== image.id))}
              disabled={disabled}
              aria-label={`Eliminar la imagen ${index + 1}`}
            >
              Eliminar
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface NewImagesFieldProps {
  images: NewImage[];
  onChange: (images: NewImage[]) => void;
  disabled: boolean;
}

export function NewImagesField({ images, onChange, disabled }: NewImagesFieldProps) {
  // Preview URLs hold the file in memory until revoked: revoke on removal and when the form goes away.
  const current = useRef(images);
  useEffect(() => {
    current.current = images;
  }, [images]);
  useEffect(() => () => current.current.forEach((image) => URL.revokeObjectURL(image.preview)), []);

  function add(files: File[]) {
    const added = files.map((file) => ({ file, preview: URL.createObjectURL(file) }));
    onChange([...images, ...added]);
  }

  function remove(target: NewImage) {
    URL.revokeObjectURL(target.preview);
    onChange(images.filter((image) => image !== target));
  }

  return (
    <fieldset className="adm-fieldset">
      <legend>Nuevas imágenes</legend>
      <FileField
        label="Agregar imágenes"
        button="Elegir imágenes"
        files={images.map((image) => image.file)}
        onChange={add}
        adds
        accept="image/*"
        multiple
        disabled={disabled}
      />
      {images.length > 0 && (
        <ul className="adm-thumbs">
          {images.map((image) => (
            <li key={image.preview} className="adm-thumb">
              <img src={image.preview} alt={`Vista previa de ${image.file.name}`} width={120} height={160} />
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small"
                onClick={() => remove(image)}
                disabled={disabled}
                aria-label={`Quitar ${image.file.name}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
