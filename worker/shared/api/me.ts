import type { TrainerStatus } from '../enums';
import type { ProfileCompleteness } from '../profile-completeness';
import type { SessionUser } from './auth';

export interface MyTrainerSummary {
  id: number;
  slug: string;
  status: TrainerStatus;
  headline: string;
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
