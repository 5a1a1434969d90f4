import { useQuery } from '@tanstack/react-query';
import { type AdminNoteInput, type AdminTrainerRow, adminNoteSchema } from '#shared/api/admin';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { formatDateTime } from '#web/lib/dates';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { trainerNotesQuery, useAddAdminNote } from './api/admin-trainers';

/**
 * Add a note about a trainer and read the earlier ones. SPEC 5: a note empty after trimming saves
 * nothing; the field says so ('Please write a note', the worker's own 400) and the dialog stays
 * open, without a request.
 */
export function NoteDialog({ trainer, onClose }: { trainer: AdminTrainerRow; onClose: () => void }) {
  const notes = useQuery(trainerNotesQuery(trainer.id));
  const add = useAddAdminNote(trainer.id);
  const { control, formProps, submitting } = useSchemaForm<AdminNoteInput, { note: string }>(adminNoteSchema, {
    defaultValues: { note: '' },
    onSubmit: async (input) => {
      await add.mutateAsync(input.note);
      toast.success(ADMIN_TOASTS.noteAdded);
      onClose();
    },
    onError: (error) => toast.error(ADMIN_TOASTS.noteFailed, { cause: error }),
  });

  return (
    <Dialog title={`Note about ${trainer.full_name}`} onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3">
        <Field control={control} name="note" label="Note" max={2000} rows={3} />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Saving...' : 'Save Note'}
          </button>
        </div>
      </form>
      <h3 className="mt-4 font-semibold">Earlier notes</h3>
      {notes.isPending && <div className="skeleton h-10 w-full" aria-hidden="true" />}
      {notes.data?.length === 0 && <p className="text-sm text-base-content/70">No notes yet.</p>}
      <ul className="mt-2 flex max-h-60 flex-col gap-2 overflow-y-auto">
        {notes.data?.map((item) => (
          <li key={item.id} className="rounded-box bg-base-200 p-2 text-sm">
            <p className="whitespace-pre-wrap">{item.note}</p>
            <p className="mt-1 text-base-content/60">
              {item.admin_name ?? 'Former admin'} · {formatDateTime(item.created_at)}
            </p>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
