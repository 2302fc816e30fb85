// Small screens: the detail page's thumbnails as a carousel (3 shown, scroll 1, centred, no dots, no loop).
import { useRef } from "react";
import Slider from "@/components/ui/Slider";
import { SliderArrow } from "./SliderArrow";
import { Thumbnail, type ThumbnailProps } from "./ThumbnailColumn";
import { useSlickFocusFix } from "./useSlickFocusFix";

const settings = {
  slidesToShow: 3,
  slidesToScroll: 1,
  dots: false,
  infinite: false,
  centerMode: true,
  centerPadding: "16px",
  speed: 500,
  autoplay: false,
  prevArrow: <SliderArrow label="Imágenes anteriores" />,
  nextArrow: <SliderArrow label="Imágenes siguientes" />,
};

export default function ThumbnailCarousel({ images, ...rest }: ThumbnailProps) {
  const container = useRef<HTMLDivElement>(null);
  useSlickFocusFix(container);
  return (
    <div className="detail-carousel" ref={container} role="group" aria-label="Imágenes del libro">
      <Slider {...settings}>
        {images.map((url, index) => (
          <div key={url} className="detail-carousel__slide">
            <Thumbnail url={url} index={index} {...rest} />
          </div>
        ))}
      </Slider>
    </div>
  );
}
