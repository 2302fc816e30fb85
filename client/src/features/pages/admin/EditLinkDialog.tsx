// 'Edit Link': one social link; Save puts it in the form (Save Changes stores it).
import { useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/Modal";

interface EditLinkDialogProps {
  network: string;
  value: string;
  onSave: (link: string) => void;
  onClose: () => void;
}

export function EditLinkDialog({ network, value, onSave, onClose }: EditLinkDialogProps) {
  const [link, setLink] = useState(value);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(link.trim());
  }

  return (
    <Modal open title="Edit Link" onClose={onClose}>
      <form className="adm-form" onSubmit={submit}>
        <div className="adm-field">
          <label htmlFor="social-link">Enlace de {network}</label>
          <input id="social-link" type="url" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://" maxLength={500} />
        </div>
        <div className="adm-form__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="adm-btn">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
