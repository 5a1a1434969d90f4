import type { TrainerStatus } from '../enums';
import type { SessionUser } from './auth';

export interface MyTrainerSummary {
  id: number;
  slug: string;
  status: TrainerStatus;
  headline: string;
}

export interface MeResponse {
  user: SessionUser & { created_at: string };
  trainer: MyTrainerSummary | null;
}

export interface CreateTrainerProfileResponse {
  trainer: MyTrainerSummary;
  message: string;
}
