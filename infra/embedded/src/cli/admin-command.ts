import { accountsService, EnsureSuperAdminHandler } from '@comarketing/accounts-service';
import { adminPasswordField, emailField } from '@comarketing/contracts';
import { runningDatabaseUrl } from '@comarketing/pg-embedded';
import { createLogger, startDomainService } from '@comarketing/server-kit';
import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';

export const ADMIN_USAGE = `Usage: npm run admin -- create --email <e-mail>

  Makes the account with that e-mail a super admin: creates it (the password is asked for on the
  terminal, or read from ADMIN_PASSWORD; 12 characters or more), or promotes an existing account,
  keeping its password. Running it again changes nothing.

Where the accounts are: the database at DATABASE_URL (the accounts service's, in distributed mode);
otherwise the embedded database of the platform running on DATA_DIR (default .data/).`;

export class UsageError extends Error {}

export interface AdminCommandIo {
  env: Record<string, string | undefined>;
  workspaceRoot: string;
  print: (line: string) => void;
  /** Asks for the new account's password (twice, not echoed); undefined when there is no terminal. */
  askPassword: () => Promise<string | undefined>;
}

/** `create --email <e-mail>` from the command line, checked. */
export function parseAdminArgs(argv: string[]): { email: string } {
  const [command, ...rest] = argv;
  if (command !== 'create') throw new UsageError(ADMIN_USAGE);
  const at = rest.indexOf('--email');
  const value = at >= 0 ? rest[at + 1] : rest.find((arg) => arg.startsWith('--email='))?.slice('--email='.length);
  const email = emailField.safeParse(value ?? '');
  if (!email.success) throw new UsageError(`${email.error.issues[0].message}\n\n${ADMIN_USAGE}`);
  return { email: email.data };
}

function databaseUrl(env: AdminCommandIo['env'], workspaceRoot: string): string {
  if (env.DATABASE_URL) return env.DATABASE_URL;
  const dataDir = resolve(workspaceRoot, env.DATA_DIR ?? '.data');
  const url = runningDatabaseUrl(join(dataDir, 'pglite'));
  if (!url) throw new UsageError(`No platform is running on ${dataDir}: start it (npm start) or set DATABASE_URL, or set ADMIN_EMAIL and ADMIN_PASSWORD at start.`);
  return url;
}

/**
 * Runs the accounts service's own use case against the deployment's database: an instance of the
 * service starts on a free local port (its migrations, its outbox), does the one change and stops.
 * The `user.registered` of a new account waits in the outbox for the deployment's relay.
 */
export async function runAdminCommand(argv: string[], io: AdminCommandIo): Promise<number> {
  const { email } = parseAdminArgs(argv);
  const service = await startDomainService(accountsService, {
    env: {
      ...io.env,
      DATABASE_URL: databaseUrl(io.env, io.workspaceRoot),
      HOST: '127.0.0.1',
      PORT: '0',
      // Only this short-lived instance's own HTTP port would accept it, and nobody calls that.
      INTERNAL_TOKEN: randomBytes(24).toString('hex'),
      // This command does the bootstrap itself, below.
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
    logger: createLogger({ name: 'admin-cli', level: 'warn' }),
    deferPublishing: true,
  });
  try {
    const ensure = service.app.get(EnsureSuperAdminHandler);
    let password: string | undefined;
    if (!(await ensure.exists(email))) {
      password = io.env.ADMIN_PASSWORD || (await io.askPassword());
      if (!password) throw new UsageError(`There is no account for ${email}: give its password on a terminal or in ADMIN_PASSWORD.`);
      const checked = adminPasswordField.safeParse(password);
      if (!checked.success) throw new UsageError(checked.error.issues[0].message);
    }
    const { outcome, user } = await ensure.execute({ email, password });
    const said = { created: 'Created super admin', promoted: 'Promoted to super admin', unchanged: 'Already a super admin' }[outcome];
    io.print(`${said}: ${user.email} (${user.id})${outcome === 'promoted' ? '; its password is unchanged' : ''}`);
    return 0;
  } finally {
    await service.close();
  }
}
