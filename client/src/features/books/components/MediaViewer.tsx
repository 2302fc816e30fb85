import { youtubeEmbedUrl, type Media } from "../media";
import { IMAGE_SIZES } from "@autora/common/responsive-image.ts";
import { UploadedImage } from "@/components/ui/UploadedImage";

/** The large view of the selected image, or the embedded YouTube video (privacy-enhanced domain). */
export function MediaViewer({ media, title }: { media: Media | undefined; title: string }) {
  if (!media) return <div className="media-viewer media-viewer--empty" />;
  return (
    <div className={`media-viewer media-viewer--${media.kind}`}>
      {media.kind === "video" ? (
        <iframe
          className="media-viewer__video"
          src={youtubeEmbedUrl(media.videoId)}
          title={`Video de ${title}`}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <UploadedImage
          className="media-viewer__image"
          src={media.url}
          sizes={IMAGE_SIZES.bookMain}
          alt={title}
          width={800}
          height={1000}
          fetchPriority="high"
        />
      )}
    </div>
  );
}
