import { Navigate, useSearchParams } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { useSession } from '../../lib/session/use-session';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** /auth: sign-in (Welcome Back) or sign-up (Create Account) when ?mode=signup (SPEC 2). */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const signUp = params.get('mode') === 'signup';
  const prefillEmail = params.get('email') ?? '';
  usePageMeta(signUp ? 'Create Account' : 'Sign In');

  if (session.status === 'signedIn') return <Navigate to="/dashboard" replace />;

  const switchTo = (mode: 'signin' | 'signup', email?: string) => {
    const next = new URLSearchParams();
    if (mode === 'signup') next.set('mode', 'signup');
    if (email) next.set('email', email);
    setParams(next, { replace: true });
  };

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12">
      <div className="card border border-base-200 bg-base-100 shadow-lg">
        <div className="card-body">
          <h1 className="text-center text-3xl font-bold">{signUp ? 'Create Account' : 'Welcome Back'}</h1>
          <p className="text-center text-base-content/70">
            {signUp ? 'Join to save trainers, write reviews or become a trainer.' : 'Sign in to your account.'}
          </p>
          {signUp ? (
            <SignUpForm onCreated={(email) => switchTo('signin', email)} />
          ) : (
            <SignInForm key={prefillEmail} initialEmail={prefillEmail} />
          )}
          <p className="mt-4 text-center text-sm">
            {signUp ? 'Already have an account? ' : "Don't have an account? "}
            <button type="button" className="link link-primary" onClick={() => switchTo(signUp ? 'signin' : 'signup')}>
              {signUp ? 'Sign in' : 'Sign up'}
            </button>
          </p>
        </div>
      </div>
    </section>
  );
}
