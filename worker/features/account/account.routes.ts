import { Hono } from 'hono';
import { ACCOUNT_LINK_MESSAGES } from '#shared/api/account-links';
import type { MessageResponse } from '#shared/api/auth';
import type { CreateTrainerProfileResponse, MeResponse } from '#shared/api/me';
import type { AuthedEnv } from '#worker/app-env';
import { verificationEmail } from '#worker/features/auth/index';
import { ApiError } from '#worker/lib/errors';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { consumeRateLimit } from '#worker/platform/rate-limit';
import { createMyTrainer, findMyTrainer } from './my-trainer.repository';
import { CONFIRMATION_EMAILS_PER_ACCOUNT } from './rate-rules';

// requireUser per route: a router-wide `.use()` would also run for other features' /api/me/trainer/* routes.
export const accountRoutes = new Hono<AuthedEnv>()
  .get('/', requireUser, async (c) => {
    const actor = c.get('actor');
    const body: MeResponse = {
      user: {
        id: actor.id,
        email: actor.email,
        full_name: actor.fullName,
        is_admin: actor.isAdmin,
        created_at: actor.createdAt,
        email_verified: actor.emailVerified,
      },
      trainer: await findMyTrainer(c.get('db'), actor.id),
    };
    return c.json(body);
  })
  .post('/verify-email', requireUser, async (c) => {
    const actor = c.get('actor');
    if (actor.emailVerified) throw new ApiError(409, 'already_verified', ACCOUNT_LINK_MESSAGES.alreadyVerified);
    await consumeRateLimit(
      c.get('db'),
      [{ rule: CONFIRMATION_EMAILS_PER_ACCOUNT, subject: actor.id }],
      ACCOUNT_LINK_MESSAGES.tooManyEmails,
    );
    const db = c.get('db');
    const email = await verificationEmail(db, actor);
    await db.batch(email.statements);
    await dispatchEmails(c.env, [email.emailKey]);
    return c.json<MessageResponse>({ message: ACCOUNT_LINK_MESSAGES.verificationSent });
  })
  .post('/trainer', requireUser, async (c) => {
    const { trainer, created } = await createMyTrainer(c.get('db'), c.get('actor'));
    // A repeat while pending is the same request again (200, not 201); a decided profile is not this request's to create.
    if (!created && trainer.status !== 'pending') {
      throw new ApiError(409, 'trainer_exists', 'You already have a trainer profile');
    }
    return c.json<CreateTrainerProfileResponse>(
      { trainer, message: "Trainer profile created! It's pending admin approval." },
      created ? 201 : 200,
    );
  });
