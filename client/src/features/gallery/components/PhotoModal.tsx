import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import type { Session } from "@/features/accounts";
import type { Photo } from "../types";
import { PhotoComments } from "@/features/comments";
import "./PhotoModal.css";
import { UploadedImage } from "@/components/ui/UploadedImage";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  photo: Photo;
  name: string;
  /** who is signed in (null for a visitor): their comments get a delete button, and they get the comment box */
  session: Session | null;
  onClose: () => void;
}

/**
 * The enlarged photo with its comments: beside it from 768 px on, below it on a phone (the dialog then scrolls). Escape
 * or a click on the overlay closes it.
 */
export function PhotoModal({ photo, name, session, onClose }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      if (event.key === "Tab" && dialog.current) keepFocusInside(dialog.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = "";
      opener?.focus();
    };
  }, [onClose]);

  return createPortal(
    <div
      className="photo-modal__overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} className="photo-modal" role="dialog" aria-modal="true" aria-label={name}>
        <button ref={closeButton} type="button" className="photo-modal__close" aria-label="Cerrar" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
        <UploadedImage
          className="photo-modal__image"
          src={photo.url}
          sizes="(min-width: 56rem) 56rem, 100vw"
          alt={name}
          width={1200}
          height={900}
        />
        <PhotoComments key={photo.id} photoId={photo.id} session={session} />
      </div>
    </div>,
    document.body,
  );
}

/** Tab and Shift+Tab cycle through the dialog's controls. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent) {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (!controls.length) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
