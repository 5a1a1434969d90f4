import { SITE_NAME } from '#shared/document-title';
import { formatSessionTime, sessionCalendar } from '#worker/features/bookings/index';
import { escapeHtml } from '#worker/lib/html-escape';
import type { BookingEmailData, EmailContent, EmailTemplate } from '#worker/platform/email/email-content';
import type { EmailAttachment } from '#worker/platform/email/email-shapes';

/** Non-essential emails: sent only to users who have not switched them off, each with a one-click unsubscribe. */
export const OPTIONAL_TEMPLATES: ReadonlySet<EmailTemplate> = new Set([
  'new_review',
  'contact_message',
  'new_enquiry',
  'unread_messages',
  // A convenience about a session already in the calendar; the emails that change a session always go.
  'booking_reminder',
  'booking_review_request',
]);

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

interface Links {
  origin: string;
  unsubscribe: string | null;
}

interface Body {
  subject: string;
  greeting: string;
  /** Paragraphs of plain text (escaped for the HTML part). */
  lines: string[];
  action?: { label: string; url: string };
  note?: string;
}

function render(body: Body, links: Links): RenderedEmail {
  const footer = links.unsubscribe
    ? `You get this email because notifications are on for your ${SITE_NAME} account. Unsubscribe: ${links.unsubscribe}`
    : `${SITE_NAME} · ${links.origin}`;
  const text = [
    body.greeting,
    '',
    ...body.lines.flatMap((line) => [line, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.note ? [body.note, ''] : []),
    '—',
    footer,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f5f5f7;font-family:system-ui,sans-serif;color:#1f2937">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 24px;font-weight:700;font-size:18px">${escapeHtml(SITE_NAME)}</p>`,
    paragraph(body.greeting),
    ...body.lines.map(paragraph),
    body.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4b5563">Or open this link: ${escapeHtml(body.action.url)}</p>`
      : '',
    body.note ? `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(body.note)}</p>` : '',
    links.unsubscribe
      ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">You get this email because notifications are on for your ${escapeHtml(SITE_NAME)} account. <a href="${escapeHtml(links.unsubscribe)}" style="color:#6b7280">Unsubscribe</a></p>`
      : `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(SITE_NAME)} · <a href="${escapeHtml(links.origin)}" style="color:#6b7280">${escapeHtml(links.origin)}</a></p>`,
    '</div></body></html>',
  ].join('');
  return { subject: body.subject, text, html };
}

const link = (origin: string, path: string, params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `${origin}${path}${query ? `?${query}` : ''}`;
};

/** Subject, text and HTML of an email, with absolute links on `origin`. */
export function renderEmail(email: EmailContent, links: Links): RenderedEmail {
  const { origin } = links;
  const hello = (name: string) => `Hi ${name},`;
  switch (email.template) {
    case 'verify_email':
      return render(
        {
          subject: `Confirm your email for ${SITE_NAME}`,
          greeting: hello(email.data.name),
          lines: [`Thanks for joining ${SITE_NAME}. Please confirm that this is your email address.`],
          // SPEC 7: the sign-up email redirects to the site root.
          action: { label: 'Confirm my email', url: link(origin, '/', { verify_email: email.data.token }) },
          note: 'The link works once and expires in 7 days. If you did not sign up, ignore this email.',
        },
        links,
      );
    case 'confirm_new_email':
      return render(
        {
          subject: `Confirm your new email for ${SITE_NAME}`,
          greeting: hello(email.data.name),
          lines: [`You asked to use this address for your ${SITE_NAME} account. It takes effect once you confirm it.`],
          action: { label: 'Use this email', url: link(origin, '/', { verify_email: email.data.token }) },
          note: 'The link works once and expires in 24 hours. If you did not ask for this, ignore this email.',
        },
        links,
      );
    case 'reset_password':
      return render(
        {
          subject: `Reset your ${SITE_NAME} password`,
          greeting: hello(email.data.name),
          lines: ['Someone (hopefully you) asked to reset the password of your account.'],
          action: {
            label: 'Choose a new password',
            url: link(origin, '/auth', { mode: 'reset', token: email.data.token }),
          },
          note: 'The link works once and expires in 30 minutes. If you did not ask for it, ignore this email: your password stays as it is.',
        },
        links,
      );
    case 'password_changed':
      return render(
        {
          subject: `Your ${SITE_NAME} password was changed`,
          greeting: hello(email.data.name),
          lines: [
            'The password of your account was just changed, and every other device was signed out.',
            'If this was not you, reset your password now and contact support.',
          ],
          action: { label: 'Reset my password', url: link(origin, '/auth', { mode: 'forgot' }) },
        },
        links,
      );
    case 'trainer_status': {
      const approved = email.data.status === 'approved';
      return render(
        {
          subject: approved
            ? `Your trainer profile is live on ${SITE_NAME}`
            : `Your trainer profile on ${SITE_NAME} was not approved`,
          greeting: hello(email.data.name),
          lines: [
            approved
              ? 'Good news: an administrator approved your trainer profile. Learners can now find it, save it and contact you.'
              : 'An administrator reviewed your trainer profile and did not approve it this time.',
            ...(email.data.message ? [`Message from the team: ${email.data.message}`] : []),
          ],
          action: approved
            ? { label: 'See my public profile', url: link(origin, `/trainer/${encodeURIComponent(email.data.slug)}`) }
            : { label: 'Update my profile', url: link(origin, '/manage-profile') },
        },
        links,
      );
    }
    case 'new_review':
      return render(
        {
          subject: `New ${email.data.rating}-star review on your ${SITE_NAME} profile`,
          greeting: hello(email.data.name),
          lines: [`${email.data.reviewer} reviewed you: "${email.data.title}" (${email.data.rating} out of 5).`],
          action: {
            label: 'Read it on your profile',
            url: link(origin, `/trainer/${encodeURIComponent(email.data.slug)}`),
          },
        },
        links,
      );
    case 'new_enquiry':
      return render(
        {
          subject: `New enquiry from ${email.data.from} on ${SITE_NAME}`,
          greeting: hello(email.data.name),
          lines: [
            `${email.data.from} sent you a message${email.data.service ? ` about "${email.data.service}"` : ''}:`,
            email.data.excerpt,
          ],
          action: {
            label: 'Read and reply',
            url: link(origin, `/messages/${encodeURIComponent(String(email.data.conversationId))}`),
          },
          note: `Replies are sent on ${SITE_NAME}: follow the link to answer (replying to this email does not reach them).`,
        },
        links,
      );
    case 'unread_messages': {
      const { count, from } = email.data;
      return render(
        {
          subject: `${count === 1 ? 'An unread message' : `${count} unread messages`} from ${from} on ${SITE_NAME}`,
          greeting: hello(email.data.name),
          lines: [`${from} sent you ${count === 1 ? 'a message' : `${count} messages`} you have not read yet.`],
          action: {
            label: 'Read and reply',
            url: link(origin, `/messages/${encodeURIComponent(String(email.data.conversationId))}`),
          },
          note: `Replies are sent on ${SITE_NAME}: follow the link to answer.`,
        },
        links,
      );
    }
    case 'booking_requested':
    case 'booking_accepted':
    case 'booking_declined':
    case 'booking_expired':
    case 'booking_cancelled':
    case 'booking_reminder':
      return renderBookingEmail(email, links);
    case 'booking_review_request':
      return renderReviewRequest(email.data, links);
    case 'contact_message':
      return render(
        {
          subject: `New contact message${email.data.subject ? `: ${email.data.subject}` : ''}`,
          greeting: hello(email.data.name),
          lines: [`${email.data.from} <${email.data.fromEmail}> wrote:`, email.data.message],
          action: { label: 'Open the inbox', url: link(origin, '/admin') },
        },
        links,
      );
  }
}

/** The emails that carry the session's calendar file (the review request, about a session over, has none). */
type BookingEmail = Exclude<Extract<EmailContent, { data: BookingEmailData }>, { template: 'booking_review_request' }>;

/** Base64 of the text's UTF-8 bytes (what Resend takes as an attachment's content). */
function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The session's calendar file: one UID per booking and its SEQUENCE, so the recipient's calendar
 * adds, updates or (declined, expired, cancelled) removes the one event it has.
 */
function calendarFile(email: BookingEmail, origin: string): EmailAttachment {
  const { data } = email;
  const cancel = ['booking_declined', 'booking_expired', 'booking_cancelled'].includes(email.template);
  const method = cancel ? 'CANCEL' : 'REQUEST';
  let file = sessionCalendar({
    method,
    bookingId: data.bookingId,
    appOrigin: origin,
    sequence: data.sequence,
    start: data.start,
    end: data.end,
    summary: `${data.service} with ${data.counterpart}`,
    description: `A session booked on ${SITE_NAME}. See it, or cancel it, at ${origin}/dashboard`,
    url: `${origin}/dashboard`,
    now: new Date(),
  });
  // A request is not a session yet: it holds the time in the trainer's calendar as tentative.
  if (email.template === 'booking_requested')
    file = file.replace('\r\nSTATUS:CONFIRMED\r\n', '\r\nSTATUS:TENTATIVE\r\n');
  return {
    filename: `session-${data.bookingId}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: base64Utf8(file),
  };
}

/** A session's emails: the time in the recipient's own zone, a link to the dashboard, the calendar file. */
function renderBookingEmail(email: BookingEmail, links: Links): RenderedEmail {
  const { data } = email;
  const when = formatSessionTime(data.start, data.end, data.timeZone);
  const action = { label: 'Open my sessions', url: link(links.origin, '/dashboard') };
  const calendar = 'The attached calendar file keeps your calendar up to date.';
  const trainer = data.role === 'trainer';
  // The trainer's calendar holds a request as tentative (booking_requested's file) until it is answered.
  const freed = 'The attached calendar file removes the request from your calendar.';
  const body = ((): Body => {
    switch (email.template) {
      case 'booking_requested':
        return {
          subject: `New session request from ${data.counterpart}: ${data.service}`,
          greeting: `Hi ${data.name},`,
          lines: [
            `${data.counterpart} asked for a session of "${data.service}" on ${when}.`,
            ...(email.data.note ? [`Their note: ${email.data.note}`] : []),
            'The request holds this time until you accept or decline it. If you do neither, it expires on its own.',
          ],
          action: { label: 'Accept or decline', url: action.url },
        };
      case 'booking_accepted':
        return {
          subject: `Session confirmed: ${data.service} with ${data.counterpart}`,
          greeting: `Hi ${data.name},`,
          lines: [
            trainer
              ? `You accepted ${data.counterpart}'s session request.`
              : `${data.counterpart} accepted your session request.`,
            `When: ${when}`,
            calendar,
          ],
          action,
        };
      case 'booking_declined':
        return trainer
          ? {
              subject: `You declined a session request: ${data.service}`,
              greeting: `Hi ${data.name},`,
              lines: [
                `You declined ${data.counterpart}'s request for "${data.service}" on ${when}. The time is free again.`,
                ...(email.data.message ? [`Your message: ${email.data.message}`] : []),
                freed,
              ],
              action,
            }
          : {
              subject: `Session request declined: ${data.service}`,
              greeting: `Hi ${data.name},`,
              lines: [
                `${data.counterpart} declined your request for "${data.service}" on ${when}.`,
                ...(email.data.message ? [`Their message: ${email.data.message}`] : []),
                'You are welcome to choose another time.',
              ],
              action,
            };
      case 'booking_expired':
        return trainer
          ? {
              subject: `Session request expired: ${data.service}`,
              greeting: `Hi ${data.name},`,
              lines: [
                `The request from ${data.counterpart} for "${data.service}" on ${when} was not answered in time, so it has expired. The time is free again.`,
                freed,
              ],
              action,
            }
          : {
              subject: `Session request expired: ${data.service}`,
              greeting: `Hi ${data.name},`,
              lines: [
                `${data.counterpart} did not answer your request for "${data.service}" on ${when} in time, so it has expired.`,
                'You are welcome to choose another time.',
              ],
              action,
            };
      case 'booking_cancelled':
        return {
          subject: `Session cancelled: ${data.service}`,
          greeting: `Hi ${data.name},`,
          lines: [
            email.data.cancelledBy === data.role
              ? `You cancelled the session "${data.service}" with ${data.counterpart} on ${when}. ${data.counterpart} has been told.`
              : `${data.counterpart} cancelled the session "${data.service}" on ${when}.`,
            `Reason: ${email.data.reason}`,
            calendar,
          ],
          action,
        };
      case 'booking_reminder':
        return {
          subject: `Reminder: ${data.service} with ${data.counterpart}`,
          greeting: `Hi ${data.name},`,
          lines: [`Your session "${data.service}" with ${data.counterpart} is coming up: ${when}.`, calendar],
          action,
        };
    }
  })();
  return { ...render(body, links), attachments: [calendarFile(email, links.origin)] };
}

/** After a session: a link to the Reviews tab of the trainer's profile (`#reviews` opens it). */
function renderReviewRequest(data: BookingEmailData & { slug: string }, links: Links): RenderedEmail {
  const when = formatSessionTime(data.start, data.end, data.timeZone);
  return render(
    {
      subject: `How was your session with ${data.counterpart}?`,
      greeting: `Hi ${data.name},`,
      lines: [
        `Your session "${data.service}" with ${data.counterpart} on ${when} is over.`,
        `A short review helps other learners choose, and tells ${data.counterpart} what went well.`,
      ],
      action: {
        label: 'Leave a review',
        url: `${link(links.origin, `/trainer/${encodeURIComponent(data.slug)}`)}#reviews`,
      },
    },
    links,
  );
}
