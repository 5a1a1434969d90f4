import type { TrainerListResponse, TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { anonymousRequest } from './session/requests';

/** Public trainer data (browse, category pages, profiles). */
export function fetchTrainerList(params: URLSearchParams, signal?: AbortSignal) {
  return anonymousRequest<TrainerListResponse>(`/trainers?${params}`, { signal });
}

export function fetchTrainerProfile(slug: string, signal?: AbortSignal) {
  return anonymousRequest<TrainerProfileResponse>(`/trainers/${encodeURIComponent(slug)}`, { signal });
}

export function fetchTrainerReviews(slug: string, page: number, signal?: AbortSignal) {
  return anonymousRequest<TrainerReviewsResponse>(`/trainers/${encodeURIComponent(slug)}/reviews?page=${page}`, {
    signal,
  });
}
