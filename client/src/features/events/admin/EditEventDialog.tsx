// 'Editar evento': an event's title and description (where its date goes in words); its PDF stays.
import { useState, type FormEvent } from "react";
import { updateEventSchema } from "@autora/common/contract/events.ts";
import { apiErrorMessage } from "@/lib/api-client";
import { fieldErrors } from "@/lib/field-errors";
import { Modal } from "@/components/ui/Modal";
import { TextField } from "@/components/ui/TextField";
import { updateEvent } from "@/features/events";
import type { Event } from "@autora/common/contract/events.ts";

export function EditEventDialog({ event, onClose, onSaved }: { event: Event; onClose: () => void; onSaved: () => void }) {
  const [title, setTitle] = useState(event.title);
  const [description, setDescription] = useState(event.description ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const checked = updateEventSchema.safeParse({ title, description });
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    setErrors({});
    setFailure(null);
    setSaving(true);
    try {
      await updateEvent(event.id, { title, description });
      onSaved();
    } catch (error) {
      setFailure(apiErrorMessage(error, "No se pudo guardar el evento. Intenta de nuevo."));
      setSaving(false);
    }
  }

  return (
    <Modal open title="Editar evento" onClose={onClose} busy={saving}>
      <form className="adm-form" onSubmit={submit} noValidate>
        <TextField label="Título" value={title} onChange={setTitle} maxLength={200} error={errors.title} disabled={saving} />
        <TextField
          label="Descripción"
          value={description}
          onChange={setDescription}
          multiline
          rows={4}
          maxLength={2000}
          hint="Escribe la fecha con palabras (15 de marzo de 2025) y Eventos la muestra en su calendario."
          error={errors.description}
          disabled={saving}
        />
        {failure && (
          <p className="adm-error" role="alert">
            {failure}
          </p>
        )}
        <div className="adm-form__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose} disabled={saving}>
            Cancelar
          </button>
          <button type="submit" className="adm-btn" disabled={saving}>
            Guardar
          </button>
        </div>
      </form>
    </Modal>
  );
}
