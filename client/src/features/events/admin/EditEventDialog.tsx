// 'Editar evento': an event's title, day and description; its PDF stays. The page saves it and says how it went.
import { useEffect, useState, type FormEvent } from "react";
import { updateEventSchema, type Event } from "@autora/common/contract/events.ts";
import { fieldErrors } from "@/lib/field-errors";
import { FormMessage, type Feedback } from "@/components/ui/FormMessage";
import { Modal } from "@/components/ui/Modal";
import { TextField } from "@/components/ui/TextField";

export interface EventChanges {
  title: string;
  date: string;
  description: string;
}

interface EditEventDialogProps {
  event: Event;
  saving: boolean;
  /** a refusal of the last save, shown in the dialog */
  feedback: Feedback | null;
  onClose: () => void;
  onSave: (changes: EventChanges) => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function EditEventDialog({ event, saving, feedback, onClose, onSave, onDirtyChange }: EditEventDialogProps) {
  const [values, setValues] = useState<EventChanges>({
    title: event.title,
    date: event.date ?? "",
    description: event.description ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof EventChanges) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const dirty =
    values.title !== event.title ||
    values.date !== (event.date ?? "") ||
    values.description !== (event.description ?? "");
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const checked = updateEventSchema.safeParse(values);
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    setErrors({});
    onSave(values);
  }

  return (
    <Modal open title="Editar evento" onClose={onClose} busy={saving}>
      <form className="adm-form" onSubmit={submit} noValidate>
        <TextField
          label="Título"
          value={values.title}
          onChange={set("title")}
          maxLength={200}
          error={errors.title}
          disabled={saving}
        />
        <TextField
          label="Fecha del evento"
          type="date"
          value={values.date}
          onChange={set("date")}
          hint="Déjala vacía si aún no tiene fecha."
          error={errors.date}
          disabled={saving}
        />
        <TextField
          label="Descripción"
          value={values.description}
          onChange={set("description")}
          multiline
          rows={4}
          maxLength={2000}
          hint="Dónde y a qué hora es, quién participa."
          error={errors.description}
          disabled={saving}
        />
        <FormMessage feedback={feedback?.tone === "error" ? feedback : null} />
        <div className="adm-form__actions">
          <button type="button" className="adm-btn adm-btn--ghost" onClick={onClose} disabled={saving}>
            Cancelar
          </button>
          <button type="submit" className="adm-btn" disabled={saving}>
            Guardar cambios
          </button>
        </div>
      </form>
    </Modal>
  );
}
