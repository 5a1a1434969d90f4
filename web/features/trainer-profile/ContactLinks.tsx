import { useContext } from 'react';
import type { TrainerProfileData } from '#shared/api/trainers';
import { contactUrl } from '#shared/contact-links';
import type { SocialPlatform } from '#shared/enums';
import { trackSocialClick } from '#web/features/analytics/index';
import { ProfilePreview } from './profile-preview';
import { UnavailableContact } from './UnavailableContact';

const PLATFORMS: { platform: SocialPlatform; label: string; field: keyof TrainerProfileData }[] = [
  { platform: 'website', label: 'Website', field: 'website_url' },
  { platform: 'instagram', label: 'Instagram', field: 'instagram_url' },
  { platform: 'tiktok', label: 'TikTok', field: 'tiktok_url' },
  { platform: 'snapchat', label: 'Snapchat', field: 'snapchat_url' },
  { platform: 'whatsapp', label: 'WhatsApp', field: 'whatsapp_number' },
];

/** Contact links (SPEC 2): each click is recorded; an empty value says 'No {platform} available'. */
export function ContactLinks({ trainer }: { trainer: TrainerProfileData }) {
  // A preview is not a visit: its clicks are not contact clicks.
  const preview = useContext(ProfilePreview) !== null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Contact links">
      {PLATFORMS.map(({ platform, label, field }) => {
        const url = contactUrl(platform, trainer[field] as string | null);
        return (
          <li key={platform}>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-sm btn-outline"
                onClick={preview ? undefined : () => trackSocialClick(trainer.id, platform)}
              >
                {label}
              </a>
            ) : (
              <UnavailableContact label={label} message={`No ${label} available`} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
