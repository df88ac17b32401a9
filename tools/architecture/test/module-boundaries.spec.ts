import { ESLint } from 'eslint';
import { resolve } from 'node:path';

// The boundary rule is only worth something if it fails on a violation, so each case lints a probe
// file as if it lived in a real project and reads what @nx/enforce-module-boundaries says.
const root = resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`probe does not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors('@nx/enforce-module-boundaries', filePath, code);
const featureErrors = (filePath: string, code: string) => ruleErrors('architecture/feature-boundaries', filePath, code);

describe('module boundaries', () => {
  // Remotes publish nothing under their package name (they are reached only through module
  // federation), so the one way to reach into another remote is a path, which the rule refuses.
  it('refuse a remote importing another remote', async () => {
    const errors = await boundaryErrors('remotes/owner/src/boundary-probe.ts', "import { LandingPage } from '../../public/src/routes/landing-page';\nexport const y = LandingPage;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('refuse a service reaching into another by a relative path', async () => {
    const errors = await boundaryErrors('services/notification/src/boundary-probe.ts', "import { UserEntity } from '../../accounts/src/database/entities/user.entity';\nexport const y = UserEntity;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('refuse a service importing another service', async () => {
    const errors = await boundaryErrors('services/notification/src/boundary-probe.ts', "import { accountsService } from '@comarketing/accounts-service';\nexport const y = accountsService;\n");
    expect(errors.join('\n')).toMatch(/type:service/);
  });

  it('refuse contracts importing anything of ours', async () => {
    const errors = await boundaryErrors('libs/contracts/src/boundary-probe.ts', "import { createEventBus } from '@comarketing/messaging';\nexport const y = createEventBus;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('refuse browser code importing server code', async () => {
    const errors = await boundaryErrors('libs/ui/src/boundary-probe.ts', "import { createLogger } from '@comarketing/server-kit';\nexport const y = createLogger;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('allow what the architecture allows', async () => {
    expect(await boundaryErrors('remotes/owner/src/boundary-probe.ts', "import { api } from '@comarketing/api';\nimport { Button } from '@comarketing/ui';\nimport { INDUSTRIES } from '@comarketing/contracts';\nexport const y = [api, Button, INDUSTRIES];\n")).toEqual([]);
    expect(await boundaryErrors('services/accounts/src/boundary-probe.ts', "import { loadConfig } from '@comarketing/server-kit';\nimport { createEnvelope } from '@comarketing/messaging';\nexport const y = [loadConfig, createEnvelope];\n")).toEqual([]);
  });
});

// Inside a remote, features are independent: the architecture/feature-boundaries rule (eslint.config.mjs).
describe('feature boundaries inside a remote', () => {
  const inDashboard = 'remotes/owner/src/features/dashboard/components/feature-probe.tsx';

  it('refuse a feature importing another feature of the same remote', async () => {
    const errors = await featureErrors(inDashboard, "import { downloadFile } from '../../settings/lib/download-file';\nexport const y = downloadFile;\n");
    expect(errors).toEqual([expect.stringMatching(/Feature 'dashboard' may not import from feature 'settings'/)]);
  });

  it('refuse it however the import is written (re-export, dynamic import, jest.mock, a detour through src/)', async () => {
    const code = [
      "export { MatchCard } from '../../partner-matches/components/match-card';",
      "export const later = () => import('../../settings/components/settings-page');",
      "jest.mock('../../notifications/hooks/use-mark-all-read');",
      "export { BackLink } from '../../../features/welcome/../settings/lib/download-file';",
    ].join('\n');
    expect(await featureErrors(inDashboard, code)).toHaveLength(4);
  });

  it('refuse it in a remote that does not exist yet (the rule matches remotes/* by path)', async () => {
    const errors = await featureErrors('remotes/future/src/features/orders/components/feature-probe.tsx', "import { Invoice } from '../../billing/components/invoice';\nexport const y = Invoice;\n");
    expect(errors).toEqual([expect.stringMatching(/Feature 'orders' may not import from feature 'billing'/)]);
  });

  it("refuse a feature importing the remote's routes or entry, and a shared folder importing a feature", async () => {
    expect(await featureErrors(inDashboard, "import SettingsPage from '../../../routes/settings-page';\nexport const y = SettingsPage;\n")).toHaveLength(1);
    expect(await featureErrors(inDashboard, "import '../../../bootstrap';\n")).toHaveLength(1);
    expect(await featureErrors('remotes/owner/src/shared/feature-probe.tsx', "import { MatchCard } from '../features/partner-matches/components/match-card';\nexport const y = MatchCard;\n")).toEqual([
      expect.stringMatching(/'shared\/' is shared by the remote's features and may not import from feature 'partner-matches'/),
    ]);
  });

  it('allow a feature its own files, the shared folders and the libraries, and routes any feature', async () => {
    const ownAndShared = [
      "import { DashboardHeader } from './dashboard-header';",
      "import { useDashboardData } from '../../dashboard/hooks/use-dashboard-data';",
      "import { BackLink } from '../../../shared/back-link';",
      "import { renderPage } from '../../../testing/render-page';",
      "import { api } from '@comarketing/api';",
      "import { Button } from '@comarketing/ui';",
      'export const y = [DashboardHeader, useDashboardData, BackLink, renderPage, api, Button];',
    ].join('\n');
    expect(await featureErrors(inDashboard, ownAndShared)).toEqual([]);
    expect(await featureErrors('remotes/owner/src/routes/feature-probe.tsx', "export { SettingsPage as default } from '../features/settings/components/settings-page';\n")).toEqual([]);
  });
});
