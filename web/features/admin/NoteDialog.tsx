import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminTrainerRow } from '#shared/api/admin';
import { Dialog } from '../../components/Dialog';
import { formatDateTime } from '../../lib/dates';
import { toast } from '../../lib/toast';
import { ADMIN_TOASTS } from './admin-toasts';
import { trainerNotesQuery, useAddAdminNote } from './api/admin-trainers';

/** Add a note about a trainer (SPEC 5: empty after trimming saves nothing) and read the earlier ones. */
export function NoteDialog({ trainer, onClose }: { trainer: AdminTrainerRow; onClose: () => void }) {
  const [note, setNote] = useState('');
  const notes = useQuery(trainerNotesQuery(trainer.id));
  const add = useAddAdminNote(trainer.id);

  const save = () => {
    if (!note.trim()) {
      onClose();
      return;
    }
    add.mutate(note, {
      onSuccess: () => {
        toast.success(ADMIN_TOASTS.noteAdded);
        onClose();
      },
      onError: () => toast.error(ADMIN_TOASTS.noteFailed),
    });
  };

  return (
    <Dialog title={`Note about ${trainer.full_name}`} onClose={onClose}>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Note</span>
        <textarea
          className="textarea textarea-bordered w-full"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={add.isPending} onClick={save}>
          {add.isPending ? 'Saving...' : 'Save Note'}
        </button>
      </div>
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
