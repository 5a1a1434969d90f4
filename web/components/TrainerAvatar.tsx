import { useState } from 'react';
import { IMAGE_DISPLAYS } from '#shared/responsive-image';
import { AppImage } from '#web/lib/images/AppImage';

/** The rendered sizes in CSS pixels, with their (static, so Tailwind sees them) classes. */
const SIZES = { 32: 'h-8 w-8', 40: 'h-10 w-10', 64: 'h-16 w-16', 112: 'h-28 w-28' } as const;

/**
 * Initials when the photo is missing or broken; `priority` for the profile header, which the worker
 * preloads; `decorative` where the name is written beside the photo (its alt would repeat it).
 */
export function TrainerAvatar({
  name,
  image,
  size = 64,
  priority = false,
  decorative = false,
}: {
  name: string;
  image: string | null;
  size?: keyof typeof SIZES;
  priority?: boolean;
  decorative?: boolean;
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
      <AppImage
        src={image}
        alt={decorative ? '' : name}
        display={IMAGE_DISPLAYS.avatar(size)}
        className={`${sizeClass} shrink-0 rounded-full object-cover`}
        loading={priority ? 'hero' : 'lazy'}
        onBroken={() => setBrokenImage(image)}
      />
    );
  }
  return (
    <div
      className={`${sizeClass} flex shrink-0 items-center justify-center rounded-full bg-primary/15 text-lg font-bold text-primary`}
      aria-hidden="true"
      data-initials=""
    >
      {initials || '?'}
    </div>
  );
}
