import { useContext } from 'react';
import type { TrainerProfileData } from '#shared/api/trainers';
import { CATEGORY_TITLES } from '#shared/categories';
import { whatsappBookingUrl } from '#shared/contact-links';
import { trackSocialClick } from '#web/features/analytics/index';
import { RequestSessionButton } from '#web/features/bookings/index';
import { formatDuration, formatPrice } from '#web/lib/format';
import { ProfilePreview } from './profile-preview';
import { UnavailableContact } from './UnavailableContact';

export function ServicesTab({ trainer, ownProfile }: { trainer: TrainerProfileData; ownProfile: boolean }) {
  // A preview is not a visit: its clicks are not contact clicks.
  const preview = useContext(ProfilePreview) !== null;
  if (trainer.services.length === 0)
    return <p className="py-8 text-center text-base-content/70">No services available yet.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {trainer.services.map((service) => {
        const bookingUrl = whatsappBookingUrl(trainer.whatsapp_number, service.title);
        return (
          <li key={service.id} className="card border border-base-200 bg-base-100" data-testid="service">
            <div className="card-body">
              <div className="flex items-start justify-between gap-3">
                <h3 className="card-title text-lg">{service.title}</h3>
                <span className="text-lg font-bold text-primary">{formatPrice(service.price, service.currency)}</span>
              </div>
              <p className="text-sm text-base-content/60">
                {CATEGORY_TITLES[service.category]} · {formatDuration(service.duration_minutes)}
              </p>
              {service.description && <p className="text-base-content/80">{service.description}</p>}
              <div className="card-actions justify-end">
                {bookingUrl ? (
                  <a
                    href={bookingUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-primary btn-sm"
                    onClick={preview ? undefined : () => trackSocialClick(trainer.id, 'whatsapp')}
                  >
                    Book Now
                  </a>
                ) : (
                  <UnavailableContact label="Book Now" message="Contact information not available" />
                )}
                {service.bookable && !preview && !ownProfile && (
                  <RequestSessionButton trainer={trainer} serviceId={service.id} />
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
