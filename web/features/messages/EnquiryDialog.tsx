import { useEffect, useId, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGE_BODY_MAX, MESSAGE_TEXT, startConversationSchema } from '#shared/api/messages';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { ApiRequestError } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { useSession } from '#web/lib/session/use-session';
import { signInPath } from '#web/lib/sign-in-path';
import { toast } from '#web/lib/toast';
import { useStartConversation } from './api/start-conversation';
import { sendsOnKey } from './composer-keys';
import { clearDraft, type Draft, enquiryDraftKey, readDraft, readyToSend, withBody, writeDraft } from './drafts';
import { composerReturnPath } from './enquiry-link';
import { MESSAGES_TOASTS, messageErrorMessage } from './messages-toasts';

const enquirySchema = startConversationSchema.pick({ body: true, serviceId: true });

export interface EnquiryTrainer {
  id: number;
  slug: string;
  full_name: string;
  services: readonly { id: number; title: string }[];
}

/** The draft after an edit: another text or another service is another message (a new client id when sent). */
function edited(draft: Draft, body: string, serviceId: number | null): Draft {
  const next = withBody(draft, body);
  return serviceId === draft.serviceId ? next : { ...next, serviceId, clientId: null };
}

/**
 * "Send a message" on a trainer's profile: the enquiry, optionally about one of their services.
 * What is typed is kept (sessionStorage) while the dialog is closed and through /auth: signed out,
 * Send goes to sign in and back here with the dialog open and the text as it was. Sent, the thread
 * opens.
 */
export function EnquiryDialog({ trainer, onClose }: { trainer: EnquiryTrainer; onClose: () => void }) {
  const key = enquiryDraftKey(trainer.id);
  const draft = useRef(readDraft(key));
  const serviceFieldId = useId();
  const session = useSession();
  const navigate = useNavigate();
  const start = useStartConversation();
  const signInFirst = () => {
    toast.error('Please sign in to send your message. It is kept for when you are back.');
    navigate(signInPath(composerReturnPath(trainer.slug)));
  };
  const known = trainer.services.some((service) => service.id === draft.current.serviceId);
  const { form, control, formProps, submitting } = useSchemaForm(enquirySchema, {
    defaultValues: { body: draft.current.body, serviceId: known ? draft.current.serviceId : null },
    onSubmit: async (input) => {
      const serviceId = input.serviceId ?? null;
      const outgoing = readyToSend(edited(draft.current, input.body, serviceId));
      draft.current = outgoing;
      writeDraft(key, outgoing);
      if (session.status === 'signedOut') {
        signInFirst();
        return;
      }
      try {
        const answer = await start.mutateAsync({
          trainerId: trainer.id,
          serviceId,
          body: input.body,
          clientId: outgoing.clientId,
        });
        clearDraft(key);
        toast.success(MESSAGE_TEXT.sent);
        navigate(`/messages/${answer.conversation_id}`);
      } catch (error) {
        // The session ended meanwhile: the same trip through /auth, the text kept.
        if (error instanceof ApiRequestError && error.status === 401) {
          signInFirst();
          return;
        }
        throw error;
      }
    },
    onError: (error) => toast.error(messageErrorMessage(error, MESSAGES_TOASTS.sendFailed), { cause: error }),
  });

  useEffect(() => {
    const subscription = form.watch((values, { type }) => {
      if (type !== 'change') return;
      draft.current = edited(draft.current, values.body ?? '', values.serviceId ?? null);
      writeDraft(key, draft.current);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  return (
    <Dialog title={`Message ${trainer.full_name}`} onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3" aria-label={`Message ${trainer.full_name}`}>
        {trainer.services.length > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor={serviceFieldId} className="text-sm font-medium">
              About
            </label>
            <Controller
              control={control}
              name="serviceId"
              render={({ field }) => (
                <select
                  id={serviceFieldId}
                  className="select select-bordered w-full"
                  name={field.name}
                  ref={field.ref}
                  value={field.value ?? ''}
                  onBlur={field.onBlur}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                >
                  <option value="">A general question</option>
                  {trainer.services.map((service) => (
                    <option key={service.id} value={service.id}>
                      {service.title}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
        )}
        <Field
          control={control}
          name="body"
          label="Your message"
          rows={6}
          max={MESSAGE_BODY_MAX}
          autoFocus
          onKeyDown={(event) => {
            const { key: pressed, shiftKey, ctrlKey, metaKey, altKey, nativeEvent } = event;
            const press = { key: pressed, shiftKey, ctrlKey, metaKey, altKey, isComposing: nativeEvent.isComposing };
            if (!sendsOnKey(press, false)) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        />
        <p className="text-xs text-base-content/70">
          {session.status === 'signedOut'
            ? 'You will sign in before it is sent; your message is kept.'
            : 'Ctrl+Enter to send. Your conversation opens once it is sent.'}
        </p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={submitting} aria-busy={submitting}>
            {submitting ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
