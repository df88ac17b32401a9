import { accountsApi, INTERNAL_TOKEN_HEADER, type InternalRoute, internalPath } from '@comarketing/contracts';
import { randomBytes } from 'node:crypto';
import { type Logger } from 'pino';
import { DEMO_BUSINESSES } from './demo-businesses';

/** The demo owners' addresses are `demo-<slug>@` this reserved domain (RFC 2606): no real mailbox has one. */
export const DEMO_OWNER_EMAIL_DOMAIN = 'example.invalid';

/** The address of a demo business's owner. */
export const demoOwnerEmail = (slug: string) => `demo-${slug}@${DEMO_OWNER_EMAIL_DOMAIN}`;

const routes = accountsApi.routes;

export interface DemoSeedResult {
  /** Demo businesses created now. */
  created: number;
  /** Demo owners that already existed (an earlier start seeded them). */
  existing: number;
}

/**
 * Creates the demo businesses through the accounts service's own API, so everything downstream
 * (the business.upserted events, matching's read model, its candidate index) happens as for real
 * owners. Each demo owner gets a long random password that is never stored or shown: nobody can
 * sign in as one. Safe to run on every start: an owner whose e-mail exists is skipped.
 */
export async function seedDemoContent(options: { accountsUrl: string; internalToken: string; logger: Logger }): Promise<DemoSeedResult> {
  const call = async (route: InternalRoute, params: Record<string, string>, body?: unknown) => {
    const response = await fetch(new URL(internalPath(route, params), options.accountsUrl), {
      method: route.method,
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: options.internalToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown };
  };
  const result: DemoSeedResult = { created: 0, existing: 0 };
  for (const { slug, ...business } of DEMO_BUSINESSES) {
    const user = await call(routes.registerUser, {}, {
      firstName: 'Demo',
      lastName: 'Owner',
      email: demoOwnerEmail(slug),
      companyName: business.businessName,
      password: randomBytes(32).toString('base64url'),
      agreeToMarketing: false,
    });
    if (user.status === 409) {
      result.existing++;
      continue;
    }
    if (user.status !== 201) throw new Error(`Demo content: creating the owner of ${business.businessName} answered ${user.status}`);
    const { id } = routes.registerUser.answer.parse(user.body);
    const created = await call(routes.createBusiness, { userId: id }, business);
    if (created.status !== 201) {
      // An owner without the business would be skipped as 'existing' on every later start.
      await call(routes.deleteAccount, { userId: id });
      throw new Error(`Demo content: creating ${business.businessName} answered ${created.status}`);
    }
    routes.createBusiness.answer.parse(created.body);
    result.created++;
  }
  options.logger.info(result, 'demo content ready');
  return result;
}
