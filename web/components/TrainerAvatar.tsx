import { useState } from 'react';

/** Profile photo with initials as the fallback (missing or broken image). */
export function TrainerAvatar({
  name,
  image,
  size = 'h-16 w-16',
}: {
  name: string;
  image: string | null;
  size?: string;
}) {
  const [broken, setBroken] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  if (image && !broken) {
    return (
      <img
        src={image}
        alt={name}
        className={`${size} shrink-0 rounded-full object-cover`}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <div
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-primary/15 text-lg font-bold text-primary`}
      aria-hidden="true"
    >
      {initials || '?'}
    </div>
  );
}
