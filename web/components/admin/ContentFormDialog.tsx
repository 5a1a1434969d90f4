import type { ComponentProps, ReactNode } from 'react';
import { Dialog } from '#web/components/Dialog';
import { useGuardedClose } from '#web/components/use-guarded-close';

/**
 * A content item's create/edit dialog: its fields, Cancel and the submit button. Cancel, Escape and
 * the backdrop ask before dropping what was typed; so do leaving and unloading (useGuardedClose).
 * `form` is the item's form (useContentForm).
 */
export function ContentFormDialog({
  form,
  onClose,
  children,
}: {
  form: { formProps: ComponentProps<'form'>; submitting: boolean; dirty: boolean; title: string; submitLabel: string };
  onClose: () => void;
  children: ReactNode;
}) {
  const { requestClose, prompt } = useGuardedClose(form.dirty, onClose);
  return (
    <Dialog title={form.title} onClose={requestClose}>
      {prompt}
      <form {...form.formProps} className="flex flex-col gap-3">
        {children}
        <div className="modal-action">
          <button type="button" className="btn" onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={form.submitting}>
            {form.submitting ? 'Saving...' : form.submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
