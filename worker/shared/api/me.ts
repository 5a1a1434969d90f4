import type { TrainerStatus } from '#shared/enums';
import type { ProfileCompleteness } from '#shared/profile-completeness';
import type { SessionUser } from './auth';

export interface MyTrainerSummary {
  id: number;
  slug: string;
  status: TrainerStatus;
  headline: string;
  status_message: string | null;
  status_changed_at: string | null;
  completeness: ProfileCompleteness;
}

export interface MeResponse {
  /** `email_verified`: the address was proven by following the link sent to it. */
  user: SessionUser & { created_at: string; email_verified: boolean };
  trainer: MyTrainerSummary | null;
}

export interface CreateTrainerProfileResponse {
  trainer: MyTrainerSummary;
  message: string;
}
