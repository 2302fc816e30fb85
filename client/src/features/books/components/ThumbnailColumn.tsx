import { UploadedImage } from "@/components/ui/UploadedImage";

export interface ThumbnailProps {
  images: string[];
  selected: string | undefined;
  title: string;
  onSelect: (url: string) => void;
}

/** One thumbnail button; pressed while its image is the main one. */
export function Thumbnail({
  url,
  index,
  selected,
  title,
  onSelect,
}: Omit<ThumbnailProps, "images"> & { url: string; index: number }) {
  return (
    <button
      type="button"
      className="detail-thumb"
      aria-pressed={url === selected}
      onClick={() => onSelect(url)}
      data-replay
    >
      <UploadedImage
        src={url}
        sizes="5rem"
        alt={`Imagen ${index + 1} de ${title}`}
        width={80}
        height={120}
        loading="lazy"
      />
    </button>
  );
}

/** Large screens: the thumbnails as a vertical column beside the main image. */
export function ThumbnailColumn({ images, ...rest }: ThumbnailProps) {
  return (
    <ul className="detail-thumbs" aria-label="Imágenes del libro">
      {images.map((url, index) => (
        <li key={url}>
          <Thumbnail url={url} index={index} {...rest} />
        </li>
      ))}
    </ul>
  );
}
