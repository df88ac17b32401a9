import { ESLint } from 'eslint';
import { resolve } from 'node:path';

// The boundary rule is only worth something if it fails on a violation, so each case lints a probe
// file as if it lived in a real project and reads what @nx/enforce-module-boundaries says.
const root = resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
}

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
