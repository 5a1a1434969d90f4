import { createDb } from '#worker/db/client';
import { storeInDevMailbox } from './dev-mailbox.repository';
import type { OutgoingEmail } from './email-shapes';

export type { OutgoingEmail } from './email-shapes';

export interface EmailProvider {
  /** Resolves once the provider has accepted the email; throws so the queue retries it. */
  send(email: OutgoingEmail): Promise<void>;
}

type EmailEnv = Env & { RESEND_API_KEY?: string };

/** Resend over HTTP; its Idempotency-Key header makes a redelivered message one email. */
export function resendProvider(apiKey: string | undefined): EmailProvider {
  return {
    async send(email) {
      if (!apiKey) throw new Error('RESEND_API_KEY is not set: run `wrangler secret put RESEND_API_KEY`');
      const res = await fetch('https://api.resend.com/emails', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': email.key.slice(0, 256),
        },
        body: JSON.stringify({
          from: email.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          ...(email.attachments?.length
            ? {
                attachments: email.attachments.map((file) => ({
                  filename: file.filename,
                  content: file.content,
                  content_type: file.contentType,
                })),
              }
            : {}),
        }),
      });
      if (!res.ok) throw new Error(`Resend answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
  };
}

/** Local development and tests: the email is kept in D1 (dev_mailbox), read at GET /api/dev/mailbox. */
export function devMailboxProvider(env: Env): EmailProvider {
  return {
    async send(email) {
      await storeInDevMailbox(createDb(env.DB), email);
    },
  };
}

/** True only where the worker runs for local development or tests (.dev.vars, vitest bindings). */
export function usesDevMailbox(env: Env): boolean {
  return env.EMAIL_PROVIDER === 'dev-mailbox';
}

export function providerFor(env: EmailEnv): EmailProvider {
  return usesDevMailbox(env) ? devMailboxProvider(env) : resendProvider(env.RESEND_API_KEY);
}
