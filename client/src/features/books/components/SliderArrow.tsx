import type { CustomArrowProps } from "react-slick";

/** The carousel's previous/next control, with a Spanish name (react-slick's own say "Previous"/"Next"). */
export function SliderArrow({ className, style, onClick, label }: CustomArrowProps & { label: string }) {
  const disabled = className?.includes("slick-disabled") ?? false;
  return (
    <button
      type="button"
      className={className}
      style={style}
      onClick={onClick}
      aria-label={label}
      disabled={disabled}
    />
  );
}
