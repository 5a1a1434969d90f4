import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** A disclosure; closed in the worker's render, so the page never paints it open. */
export function PhoneMenu({ children }: { children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [shownAt, setShownAt] = useState(location.key);
  // Another page (a link, back or forward): the menu does not follow the visitor there.
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={container} className="relative md:hidden">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-square"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <svg
          xmlns="http://www.w3.org/2000/svg"
          className="h-5 w-5"
          fill="none"
          viewBox="0 0 24 24"
          stroke="currentColor"
          aria-hidden="true"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth={2}
            d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 6h16M4 12h16M4 18h16'}
          />
        </svg>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 w-60 rounded-box border border-base-200 bg-base-100 p-2 shadow-lg"
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
