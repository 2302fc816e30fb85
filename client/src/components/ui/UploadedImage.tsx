// An uploaded image (book, photo) at the width the page shows it: the browser picks the smallest copy that is
// sharp enough for the screen (srcset), so phones never download the full-size original.
import type { ImgHTMLAttributes } from "react";
import { responsiveImage } from "@autora/common/responsive-image.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  src: string;
  /** how wide the image is shown, as in the HTML `sizes` attribute */
  sizes: string;
};

export function UploadedImage({ src, sizes, alt, ...rest }: Props) {
  const image = responsiveImage(src);
  // srcset and sizes before src, so that no browser starts fetching the fallback first
  return <img {...rest} alt={alt} sizes={image.srcSet ? sizes : undefined} srcSet={image.srcSet} src={image.src} />;
}
