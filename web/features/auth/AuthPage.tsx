import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { usePageMeta } from '#web/components/usePageMeta';
import { useSession } from '#web/lib/session/use-session';
import { RETURN_TO_PARAM } from '#web/lib/sign-in-path';
import { AUTH_TOASTS } from './auth-toasts';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { returnPathFrom } from './return-path';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

type AuthMode = 'signin' | 'signup' | 'forgot' | 'reset';

/** The screen for `?mode=`: anything unknown is sign-in. Read from the URL alone (the worker renders it too). */
function authMode(param: string | null): AuthMode {
  return param === 'signup' || param === 'forgot' || param === 'reset' ? param : 'signin';
}

const SCREENS: Record<AuthMode, { title: string; heading: string; intro: string }> = {
  signin: { title: 'Sign In', heading: 'Welcome Back', intro: 'Sign in to your account.' },
  signup: {
    title: 'Create Account',
    heading: 'Create Account',
    intro: 'Join to save trainers, write reviews or become a trainer.',
  },
  forgot: {
    title: 'Reset Password',
    heading: 'Reset your password',
    intro: 'Enter the email of your account and we will send you a link to choose a new password.',
  },
  reset: {
    title: 'Reset Password',
    heading: 'Choose a new password',
    intro: 'Enter the new password for your account.',
  },
};

/**
 * /auth: sign-in, ?mode=signup, ?mode=forgot and ?mode=reset&token= (SPEC 2); `email` prefills;
 * `next` is the page to return to once signed in (the dashboard without it), kept across the screens.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const mode = authMode(params.get('mode'));
  const prefillEmail = params.get('email') ?? '';
  // What the sign-in form says after another screen sent the visitor to it (account created,
  // password changed); kept here, not in the URL, so a reload shows a plain sign-in form.
  const [notice, setNotice] = useState<string | null>(null);
  const screen = SCREENS[mode];
  const returnTo = returnPathFrom(params);
  usePageMeta(screen.title);

  // A reset link opened where someone is signed in still resets (the account may be another one).
  if (session.status === 'signedIn' && mode !== 'reset') return <Navigate to={returnTo} replace />;

  const switchTo = (next: AuthMode, email?: string, message: string | null = null) => {
    const search = new URLSearchParams();
    if (next !== 'signin') search.set('mode', next);
    if (email) search.set('email', email);
    const returning = params.get(RETURN_TO_PARAM);
    if (returning) search.set(RETURN_TO_PARAM, returning);
    setNotice(message);
    setParams(search, { replace: true });
  };

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12">
      <div className="card border border-base-200 bg-base-100 shadow-lg">
        <div className="card-body">
          <h1 className="text-center text-3xl font-bold">{screen.heading}</h1>
          <p className="text-center text-base-content/70">{screen.intro}</p>
          {mode === 'signup' && (
            <SignUpForm onCreated={(email) => switchTo('signin', email, AUTH_TOASTS.accountCreated)} />
          )}
          {mode === 'signin' && (
            <SignInForm
              key={prefillEmail}
              initialEmail={prefillEmail}
              notice={notice}
              returnTo={returnTo}
              onForgot={(email) => switchTo('forgot', email)}
            />
          )}
          {mode === 'forgot' && <ForgotPasswordForm key={prefillEmail} initialEmail={prefillEmail} />}
          {mode === 'reset' && (
            <ResetPasswordForm
              key={params.get('token')}
              token={params.get('token') ?? ''}
              onReset={(message) => switchTo('signin', undefined, message)}
              onNewLink={() => switchTo('forgot')}
            />
          )}
          <p className="mt-4 text-center text-sm">
            {mode === 'signin' && "Don't have an account? "}
            {mode === 'signup' && 'Already have an account? '}
            <button
              type="button"
              className="link link-primary"
              onClick={() => switchTo(mode === 'signin' ? 'signup' : 'signin', mode === 'forgot' ? prefillEmail : '')}
            >
              {mode === 'signin' ? 'Sign up' : mode === 'signup' ? 'Sign in' : 'Back to sign in'}
            </button>
          </p>
        </div>
      </div>
    </section>
  );
}
