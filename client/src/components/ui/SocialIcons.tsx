// Brand marks for the social links (filled shapes, decorative): 1.25em square, or `size` pixels.
import type { IconProps } from "./icons";

const common = ({ className = "icon", size }: IconProps) =>
  ({
    viewBox: "0 0 24 24",
    "aria-hidden": true,
    focusable: false,
    className,
    style: size ? { width: size, height: size } : undefined,
  }) as const;

export const YoutubeIcon = (props: IconProps) => (
  <svg {...common(props)} fill="currentColor">
    <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15.1V8.9l5.8 3.1z" />
  </svg>
);

export const FacebookIcon = (props: IconProps) => (
  <svg {...common(props)} fill="currentColor">
    <path d="M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.2h2.8V22z" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...common(props)} fill="none" stroke="currentColor" strokeWidth="2">
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </svg>
);

export const TwitterIcon = (props: IconProps) => (
  <svg {...common(props)} fill="currentColor">
    <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </svg>
);
