// The testimonials carousel (loaded on demand: react-slick stays out of the first download; its styles come with the page).
import { useRef, useState } from "react";
import type { Settings } from "react-slick";
import Slider from "@/components/ui/Slider";
import type { AboutContent } from "../api";
import { TestimonialFigure } from "./TestimonialFigure";

/** Autoplay every 2000 ms, 500 ms transitions, dots, one slide at a time (the original site's settings). */
export const TESTIMONIAL_CAROUSEL_SETTINGS: Settings = {
  dots: true,
  infinite: true,
  speed: 500,
  slidesToShow: 1,
  slidesToScroll: 1,
  autoplay: true,
  autoplaySpeed: 2000,
};

export default function TestimonialsCarousel({ testimonials }: { testimonials: AboutContent["testimonials"] }) {
  const slider = useRef<Slider>(null);
  const [paused, setPaused] = useState(false);

  // Moving content needs a way to stop it (WCAG 2.2.2).
  const togglePause = () => {
    if (paused) slider.current?.slickPlay();
    else slider.current?.slickPause();
    setPaused(!paused);
  };

  return (
    <div className="testimonials">
      <Slider ref={slider} {...TESTIMONIAL_CAROUSEL_SETTINGS} arrows={false} pauseOnFocus>
        {testimonials.map((testimonial, i) => (
          <div key={i}>
            <TestimonialFigure testimonial={testimonial} index={i} />
          </div>
        ))}
      </Slider>
      <button type="button" className="testimonials__pause" onClick={togglePause}>
        {paused ? "Reanudar testimonios" : "Pausar testimonios"}
      </button>
    </div>
  );
}
