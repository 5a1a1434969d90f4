import type { TrainerStatus } from '../enums';
import type { ProfileCompleteness } from '../profile-completeness';
import type { SessionUser } from './auth';

export interface MyTrainerSummary {
  id: number;
  slug: string;
  status: TrainerStatus;
  headline: string;
  /** The admin's optional message with the last approval or rejection. */
  status_message: string | null;
  status_changed_at: string | null;
  /** What the public profile still lacks (dashboard checklist). */
  completeness: ProfileCompleteness;
}

export interface MeResponse {
  user: SessionUser & { created_at: string };
  trainer: MyTrainerSummary | null;
}

export interface CreateTrainerProfileResponse {
  trainer: MyTrainerSummary;
  message: string;
}
