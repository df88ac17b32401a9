// Admin panel benchmark (the admin panel within 250 KB of JavaScript): the panel's
// dashboard tab as a signed-in super admin, its JavaScript and Lighthouse's mobile scores, measured
// in Debian's Chromium against the built platform with demo content, printed beside the targets.
// It asserts nothing. `npm run bench:admin-app`.
import { randomBytes } from 'node:crypto';
import { signInAdmin } from './bench-database';
import { type PageTargets, runLighthouseBench } from './lighthouse-page';

const ADMIN = { email: 'bench-admin@example.co.uk', password: randomBytes(18).toString('base64url') };

// Staff work at a desk more than on a phone, but the panel must work on one: the same mobile run.
const TARGETS: PageTargets = { jsGzipKb: 250, performance: 90, accessibility: 100, bestPractices: 95, seo: 0 };

runLighthouseBench(
  'admin-app',
  TARGETS,
  async (origin) => ({
    pages: [
      { name: 'admin dashboard', path: '/admin' },
      { name: 'admin users', path: '/admin/users' },
    ],
    extraHeaders: { cookie: await signInAdmin(origin, ADMIN) },
  }),
  { env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } },
).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
