import { type ReactNode, useId } from 'react';

/** One section of /account: a card named by its heading (a landmark region for screen readers). */
export function SettingsCard({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`card border bg-base-100 shadow-sm ${danger ? 'border-error/50' : 'border-base-200'}`}
    >
      <div className="card-body gap-4">
        <div>
          <h2 id={headingId} className={`card-title ${danger ? 'text-error' : ''}`}>
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-base-content/70">{description}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
