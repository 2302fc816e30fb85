import type { AboutContent } from "../api";
import { Avatar } from "./Avatar";

/** The avatars' colours, one after another. */
const AVATAR_COLORS = ["#7a2e3a", "#1d6b63", "#9c3f26", "#b0306a"];

/** One testimonial: the quote, then the avatar with the person's name and what they do. */
export function TestimonialFigure({
  testimonial,
  index,
}: {
  testimonial: AboutContent["testimonials"][number];
  index: number;
}) {
  return (
    <figure className="testimonial">
      <blockquote>
        <p>“{testimonial.text}”</p>
      </blockquote>
      <figcaption>
        <Avatar name={testimonial.name} color={AVATAR_COLORS[index % AVATAR_COLORS.length]} />
        <span>
          <strong>{testimonial.name}</strong>
          <span className="testimonial__job">{testimonial.job}</span>
        </span>
      </figcaption>
    </figure>
  );
}
