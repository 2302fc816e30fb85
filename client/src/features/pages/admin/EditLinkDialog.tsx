// 'Editar enlace': one social link, checked as the contact form checks it; "Aceptar" puts it in the form, and
// "Guardar cambios" stores the form.
import { useState, type FormEvent } from "react";
import { contactInfoSchema } from "@autora/common/contract/pages.ts";
import { FieldProblem, problemAttributes } from "@/components/ui/FieldProblem";
import { Modal } from "@/components/ui/Modal";

export type Social = "youtube" | "facebook" | "instagram";

interface EditLinkDialogProps {
  social: Social;
  network: string;
  value: string;
  onSave: (link: string) => void;
  onClose: () => void;
}

export function EditLinkDialog({ social, network, value, onSave, onClose }: EditLinkDialogProps) {
  const [link, setLink] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = contactInfoSchema.shape[social].safeParse(link);
    if (!checked.success) return setProblem(checked.error.issues[0].message);
    onSave(checked.data);
  }

  return (
    <Modal open title="Editar enlace" onClose={onClose}>
      <form className="adm-form" onSubmit={submit} noValidate>
        <div className="adm-field">
          <label htmlFor="social-link">Enlace de {network}</label>
          <input
            id="social-link"
            type="url"
            value={link}
            onChange={(e) => setLink(e.target.value)}
            placeholder="https://"
            maxLength={500}
            {...problemAttributes("social-link-problem", problem, "social-link-hint")}
          />
          <FieldProblem id="social-link-problem" message={problem} />
          <small id="social-link-hint" className="adm-field__hint">
            Copia la dirección de tu perfil desde el navegador (empieza con https://). Se guarda al pulsar «Guardar
            cambios».
          </small>
        </div>
        <div className="adm-form__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="adm-btn">
            Aceptar
          </button>
        </div>
      </form>
    </Modal>
  );
}
