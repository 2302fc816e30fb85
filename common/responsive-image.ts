// How a page asks for an uploaded image at the width it shows: the client's <img srcset> and the server's
// <link rel="preload" imagesrcset> both come from here, so the browser reuses the preloaded file.
// Local uploads are resized by the server (/uploads/...?w=720, see server/src/lib/image-variants.ts);
// Cloudinary images by a transformation in their URL.

/** The widths a page may ask for; the server refuses any other, so it never makes more than these copies. */
export const IMAGE_WIDTHS = [160, 320, 480, 720, 960, 1440] as const;

/** The width of the plain `src`, for browsers that ignore srcset. */
const FALLBACK_WIDTH = 960;

/**
 * A local upload the server can resize: our own random names in an upload folder (storage.ts: a folder per domain, and
 * the folders older files were stored in); GIFs may be animated and are left alone.
 */
export const LOCAL_RESIZABLE_UPLOAD = /^\/uploads\/([a-z][a-z-]*)\/([\w-]+)\.(jpe?g|png|webp|avif)$/i;
const CLOUDINARY_UPLOAD = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+)$/;

/** The `sizes` of the images that are their page's largest paint, which the server preloads with the page. */
export const IMAGE_SIZES = {
  /** /urdimbre: the main image beside the book's details */
  bookMain: "(min-width: 768px) 32rem, calc(100vw - 2.5rem)",
  /** /books/:id: the 400 x 600 frame */
  bookDetail: "(min-width: 440px) 400px, calc(100vw - 2.5rem)",
  /** /gallery: a photo of the grid (1, 2 or 3 columns) */
  galleryPhoto: "(min-width: 960px) 24rem, (min-width: 560px) 50vw, 100vw",
} as const;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

function resizedUrl(url: string): ((width: number) => string) | undefined {
  if (LOCAL_RESIZABLE_UPLOAD.test(url)) return (width) => `${url}?w=${width}`;
  const cloudinary = CLOUDINARY_UPLOAD.exec(url);
  if (cloudinary) return (width) => `${cloudinary[1]}c_limit,w_${width},f_auto,q_auto/${cloudinary[2]}`;
  return undefined; // GIFs (maybe animated), PDFs, external and inline images are used as they are
}

export function responsiveImage(url: string): ResponsiveImage {
  const resized = resizedUrl(url);
  if (!resized) return { src: url };
  return {
    src: resized(FALLBACK_WIDTH),
    srcSet: IMAGE_WIDTHS.map((width) => `${resized(width)} ${width}w`).join(", "),
  };
}
