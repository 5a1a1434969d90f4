import { useQuery } from '@tanstack/react-query';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { RatingStars } from '#web/components/RatingStars';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { featuredTestimonialsQuery } from './api/featured-testimonials';

/** SPEC 9: loops, autoplays every 5000 ms; 1 slide, 2 at medium and 3 at large widths. */
export const AUTOPLAY_MS = 5000;

export function TestimonialsCarousel() {
  // SPEC 8: a failure is logged (the query's meta) and the section stays hidden.
  const { data: testimonials } = useQuery(featuredTestimonialsQuery());
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, [
    Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);

  if (!testimonials || testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="testimonials-heading" className="text-center text-3xl font-bold">
        What our learners say
      </h2>
      <div className="relative mt-8">
        <div className="overflow-hidden" ref={emblaRef}>
          <ul className="flex" aria-roledescription="carousel">
            {testimonials.map((t) => (
              <li
                key={t.id}
                className="min-w-0 shrink-0 grow-0 basis-full px-2 md:basis-1/2 lg:basis-1/3"
                aria-roledescription="slide"
              >
                <figure className="card h-full border border-base-200 bg-base-100 shadow-sm" data-testid="testimonial">
                  <div className="card-body">
                    <RatingStars rating={t.rating} />
                    <blockquote className="mt-2 text-base-content/80">“{t.quote}”</blockquote>
                    <figcaption className="mt-4 flex items-center gap-3">
                      <TrainerAvatar name={t.client_name} image={t.client_photo} size={40} />
                      <span className="font-medium">{t.client_name}</span>
                    </figcaption>
                  </div>
                </figure>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4 flex justify-center gap-2">
          <button
            type="button"
            className="btn btn-circle btn-sm"
            aria-label="Previous testimonial"
            onClick={() => embla?.scrollPrev()}
          >
            ‹
          </button>
          <button
            type="button"
            className="btn btn-circle btn-sm"
            aria-label="Next testimonial"
            onClick={() => embla?.scrollNext()}
          >
            ›
          </button>
        </div>
      </div>
    </section>
  );
}
