import { useState } from "react";

/** The book's video links: add one at a time, remove any. */
export function VideoLinksField({
  videos,
  onChange,
  disabled,
}: {
  videos: string[];
  onChange: (videos: string[]) => void;
  disabled: boolean;
}) {
  const [draft, setDraft] = useState("");

  function add() {
    const link = draft.trim();
    if (!link || videos.includes(link)) return;
    onChange([...videos, link]);
    setDraft("");
  }

  return (
    <fieldset className="adm-fieldset">
      <legend>Videos</legend>
      <div className="adm-inline">
        <label htmlFor="video-link" className="sr-only">
          Enlace del video
        </label>
        <input
          id="video-link"
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
          disabled={disabled}
        />
        <button type="button" className="adm-btn adm-btn--ghost" onClick={add} disabled={disabled || !draft.trim()}>
          Agregar video
        </button>
      </div>
      {videos.length > 0 && (
        <ul className="adm-link-list">
          {videos.map((link) => (
            <li key={link}>
              <a href={link} target="_blank" rel="noreferrer">
                {link}
              </a>
              <button
                type="button"
                className="adm-btn adm-btn--ghost adm-btn--small"
                onClick={() => onChange(videos.filter((v) => v !== link))}
                disabled={disabled}
                aria-label={`Quitar el video ${link}`}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
