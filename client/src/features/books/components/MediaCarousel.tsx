// The book page's thumbnails: 3 at wide widths, 2 below 1024 px, 1 below 600 px, with dots.
// The breakpoints are applied here rather than with react-slick's `responsive` option, which only reacts to later
// resizes and ignores the width the page opens at.
import { useRef } from "react";
import Slider from "@/components/ui/Slider";
import { UploadedImage } from "@/components/ui/UploadedImage";
import { useMediaQuery } from "@/lib/useMediaQuery";
import { mediaLabels, sameMedia, youtubeThumbnail, type Media } from "../media";
import { SliderArrow } from "./SliderArrow";
import { useSlickFocusFix } from "./useSlickFocusFix";

// Shown when YouTube's preview image cannot be loaded (blocked or offline): a plain dark frame under the play icon.
const VIDEO_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#2b2024"/></svg>')}`;

const settings = {
  dots: true,
  infinite: false,
  speed: 500,
  slidesToScroll: 1,
  prevArrow: <SliderArrow label="Miniaturas anteriores" />,
  nextArrow: <SliderArrow label="Miniaturas siguientes" />,
};

interface Props {
  media: Media[];
  current: Media;
  title: string;
  onSelect: (media: Media) => void;
}

export default function MediaCarousel({ media, current, title, onSelect }: Props) {
  const container = useRef<HTMLDivElement>(null);
  useSlickFocusFix(container);
  const labels = mediaLabels(media, title);
  const below600 = useMediaQuery("(max-width: 599px)");
  const below1024 = useMediaQuery("(max-width: 1023px)");
  const slidesToShow = below600 ? 1 : below1024 ? 2 : 3;
  return (
    <div className="book-carousel" ref={container}>
      <Slider {...settings} slidesToShow={slidesToShow}>
        {media.map((item, index) => (
          <div key={item.kind === "video" ? item.videoId : item.url} className="book-carousel__slide">
            <button
              type="button"
              className="book-thumb"
              aria-pressed={sameMedia(item, current)}
              onClick={() => onSelect(item)}
            >
              {item.kind === "video" ? (
                <img
                  src={youtubeThumbnail(item.videoId)}
                  alt={labels[index]}
                  width={160}
                  height={120}
                  loading="lazy"
                  onError={(event) => (event.currentTarget.src = VIDEO_PLACEHOLDER)}
                />
              ) : (
                <UploadedImage
                  src={item.url}
                  sizes="10rem"
                  alt={labels[index]}
                  width={160}
                  height={120}
                  loading="lazy"
                />
              )}
              {item.kind === "video" && <span className="book-thumb__play" aria-hidden="true" />}
            </button>
          </div>
        ))}
      </Slider>
    </div>
  );
}
