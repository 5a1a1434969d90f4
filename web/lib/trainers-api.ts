import type { TrainerListResponse, TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { apiRequest } from './api-client';

/** Public trainer data (browse, category pages, profiles). */
export function fetchTrainerList(params: URLSearchParams, signal?: AbortSignal) {
  return apiRequest<TrainerListResponse>(`/trainers?${params}`, { signal });
}

export function fetchTrainerProfile(slug: string, signal?: AbortSignal) {
  return apiRequest<TrainerProfileResponse>(`/trainers/${encodeURIComponent(slug)}`, { signal });
}

export function fetchTrainerReviews(slug: string, page: number, signal?: AbortSignal) {
  return apiRequest<TrainerReviewsResponse>(`/trainers/${encodeURIComponent(slug)}/reviews?page=${page}`, { signal });
}
