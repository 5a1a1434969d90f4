import { useState } from 'react';

/** The rendered sizes in CSS pixels, with their (static, so Tailwind sees them) classes. */
const SIZES = { 32: 'h-8 w-8', 40: 'h-10 w-10', 64: 'h-16 w-16', 112: 'h-28 w-28' } as const;

/**
 * Profile photo with initials as the fallback (missing or broken image). The image carries its
 * width and height, so the browser reserves its box before it loads (no layout shift); it loads
 * lazily unless `priority` says it is the first thing a visitor sees (the profile header).
 */
export function TrainerAvatar({
  name,
  image,
  size = 64,
  priority = false,
}: {
  name: string;
  image: string | null;
  size?: keyof typeof SIZES;
  priority?: boolean;
}) {
  const sizeClass = SIZES[size];
  // Remembered per URL: a new photo (after an upload) gets its own chance to load.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const broken = brokenImage !== null && brokenImage === image;
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
        width={size}
        height={size}
        className={`${sizeClass} shrink-0 rounded-full object-cover`}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onError={() => setBrokenImage(image)}
      />
    );
  }
  return (
    <div
      className={`${sizeClass} flex shrink-0 items-center justify-center rounded-full bg-primary/15 text-lg font-bold text-primary`}
      aria-hidden="true"
    >
      {initials || '?'}
    </div>
  );
}
