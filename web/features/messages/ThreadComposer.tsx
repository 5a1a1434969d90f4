import { useEffect, useRef, useState } from 'react';
import { MESSAGE_BODY_MAX, sendMessageSchema } from '#shared/api/messages';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { useSendMessage } from './api/send-message';
import { enterSendsHere, sendsOnKey } from './composer-keys';
import { clearDraft, EMPTY_DRAFT, readDraft, readyToSend, threadDraftKey, withBody, writeDraft } from './drafts';
import { MESSAGES_TOASTS, messageErrorMessage } from './messages-toasts';

const bodyOnly = sendMessageSchema.pick({ body: true });

/**
 * The reply box at the foot of a thread. A send clears it at once (the thread shows the message
 * as "Sending…"); a send that fails puts the text back, says why, and the next Send retries it with
 * the same client id, so the worker stores it once. Offline, the send waits (TanStack Query pauses
 * it) and goes by itself when the browser is back online. What is typed is kept in sessionStorage,
 * so a reload, a failed send or going offline loses nothing.
 */
export function ThreadComposer({ conversationId, userId }: { conversationId: number; userId: string }) {
  const key = threadDraftKey(userId, conversationId);
  const draft = useRef(readDraft(key));
  const send = useSendMessage(conversationId);
  const [failure, setFailure] = useState<string | null>(null);
  const [enterSends] = useState(enterSendsHere);
  const { form, control, formProps, submitting } = useSchemaForm(bodyOnly, {
    defaultValues: { body: draft.current.body },
    onSubmit: async (input) => {
      const outgoing = readyToSend(withBody(draft.current, input.body));
      // Kept with its id until the worker has it: a reload mid-send can still resend it once.
      draft.current = outgoing;
      writeDraft(key, outgoing);
      form.reset({ body: '' });
      setFailure(null);
      try {
        await send.mutateAsync({ body: outgoing.body, clientId: outgoing.clientId });
        if (draft.current.clientId === outgoing.clientId) {
          draft.current = EMPTY_DRAFT;
          clearDraft(key);
        }
      } catch (error) {
        // Back in the box, before anything typed since, and still the same message (same id) if nothing was.
        const typed = form.getValues('body');
        const restored = typed.trim() === '' ? outgoing : withBody(EMPTY_DRAFT, `${outgoing.body}\n${typed}`);
        draft.current = restored;
        writeDraft(key, restored);
        form.reset({ body: restored.body });
        setFailure(messageErrorMessage(error, MESSAGES_TOASTS.sendFailed));
        throw error;
      }
    },
  });

  // Every keystroke is kept (not the composer's own clearing or restoring, which keep the draft themselves).
  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type !== 'change') return;
      draft.current = withBody(draft.current, values.body ?? '');
      writeDraft(key, draft.current);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  return (
    <form {...formProps} className="flex flex-col gap-2" aria-label="Reply">
      {send.isPaused && (
        <div role="status" className="alert alert-warning alert-soft text-sm">
          <span>{MESSAGES_TOASTS.sendWhenOnline}</span>
        </div>
      )}
      {failure && (
        <div role="alert" className="alert alert-error alert-soft text-sm">
          <span>Not sent: {failure} Your message is kept below; press Send to try again.</span>
        </div>
      )}
      <Field
        control={control}
        name="body"
        label="Your message"
        rows={3}
        max={MESSAGE_BODY_MAX}
        onKeyDown={(event) => {
          const { key: pressed, shiftKey, ctrlKey, metaKey, altKey, nativeEvent } = event;
          const press = { key: pressed, shiftKey, ctrlKey, metaKey, altKey, isComposing: nativeEvent.isComposing };
          if (!sendsOnKey(press, enterSends)) return;
          event.preventDefault();
          // An empty box is not a message: Enter does nothing there (the button still says why).
          if (event.currentTarget.value.trim() === '') return;
          event.currentTarget.form?.requestSubmit();
        }}
      />
      <div className="flex items-center justify-between gap-2">
        {/* On a touch screen Enter is a new line and the button sends: nothing to explain. */}
        <p className="text-xs text-base-content/70">{enterSends && 'Enter to send, Shift+Enter for a new line'}</p>
        <button type="submit" className="btn btn-primary btn-sm" disabled={submitting} aria-busy={submitting}>
          {submitting ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
