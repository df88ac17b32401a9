import { AdminMetricsHandler } from './admin-metrics/admin-metrics.handler';
import { AdminMetricsHttpController } from './admin-metrics/admin-metrics.http.controller';
import { AutoGenerateHandler } from './auto-generate/auto-generate.handler';
import { AutoGenerateHttpController } from './auto-generate/auto-generate.http.controller';
import { CreateManualMatchHandler } from './create-manual-match/create-manual-match.handler';
import { CreateManualMatchHttpController } from './create-manual-match/create-manual-match.http.controller';
import { ListMatchesHandler } from './list-matches/list-matches.handler';
import { ListMatchesHttpController } from './list-matches/list-matches.http.controller';
import { ListRequestsHandler } from './list-requests/list-requests.handler';
import { ListRequestsHttpController } from './list-requests/list-requests.http.controller';
import { ScorePairHandler } from './score-pair/score-pair.handler';
import { ScorePairHttpController } from './score-pair/score-pair.http.controller';

/** The admin panel's side of matching (README.md of this folder). */
export const ADMIN_CONTROLLERS = [
  AdminMetricsHttpController,
  ListRequestsHttpController,
  ListMatchesHttpController,
  ScorePairHttpController,
  // Before CreateManualMatchHttpController: its POST /matches/auto-generate is the longer path.
  AutoGenerateHttpController,
  CreateManualMatchHttpController,
];
export const ADMIN_PROVIDERS = [AdminMetricsHandler, ListRequestsHandler, ListMatchesHandler, ScorePairHandler, CreateManualMatchHandler, AutoGenerateHandler];
