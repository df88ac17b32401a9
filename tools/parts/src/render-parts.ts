import { type RemoteEntry, type ServiceEntry } from '@comarketing/platform-registry';

/** The registry's two lists, as imported or as read fresh from its source (see load-registry). */
export interface PartsRegistry {
  REMOTES: Readonly<Record<string, RemoteEntry>>;
  SERVICES: Readonly<Record<string, ServiceEntry>>;
}

// What follows from the registry, as text: the embedded start's service imports and the compose file
// (the README's sections are in readme-parts.ts). `npm run registry:sync` writes them; tools/parts
// tests that they match.

export const GENERATED_NOTE = 'Generated from libs/platform-registry by `npm run registry:sync`; do not edit by hand.';

/** `accounts` -> `accountsService`, `content-feed` -> `contentFeedService`: each service's definition export. */
export function definitionExport(service: string): string {
  return `${service.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Service`;
}

export function renderDomainServices({ SERVICES }: PartsRegistry): string {
  const SERVICE_NAMES = Object.keys(SERVICES);
  const imports = SERVICE_NAMES.map((name) => `import { ${definitionExport(name)} } from '${SERVICES[name].package}';`);
  return [
    `// ${GENERATED_NOTE}`,
    `import { type ServiceName } from '@comarketing/platform-registry';`,
    `import { type DomainServiceDefinition } from '@comarketing/server-kit';`,
    ...imports,
    '',
    '/** How to run each service of the registry, by name. */',
    'export const DOMAIN_SERVICES: Record<ServiceName, DomainServiceDefinition> = {',
    ...SERVICE_NAMES.map((name) => `  ${/^[a-z][a-zA-Z0-9]*$/.test(name) ? name : `'${name}'`}: ${definitionExport(name)},`),
    '};',
    '',
  ].join('\n');
}

const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

function serviceContainer(name: string, service: ServiceEntry): string {
  return `${name}:
  build:
    context: .
    dockerfile: infra/docker/node-app.Dockerfile
    args:
      PROJECTS: ${service.project}
      ENTRY: ${service.folder}/dist/main.js
  environment:
    <<: *service-environment
    PORT: "${service.defaultPort}"
  depends_on: *depends-on-infrastructure
  restart: unless-stopped
`;
}

function remoteContainer(name: string, remote: RemoteEntry): string {
  return `remote-${name}:
  build:
    context: .
    dockerfile: infra/docker/remote.Dockerfile
    args:
      PROJECT: ${remote.project}
      FOLDER: ${remote.folder}
  environment:
    PORT: "${remote.composePort}"
    # The host's origin, allowed to fetch the manifest and chunks (CORS).
    ALLOWED_ORIGIN: \${PUBLIC_ORIGIN:-http://localhost:8080}
  ports:
    - "${remote.composePort}:${remote.composePort}"
  restart: unless-stopped
`;
}

export function renderCompose({ REMOTES, SERVICES }: PartsRegistry): string {
  const [REMOTE_NAMES, SERVICE_NAMES] = [Object.keys(REMOTES), Object.keys(SERVICES)];
  const bffEnvironment = [
    ...SERVICE_NAMES.map((name) => `${SERVICES[name].urlVariable}: http://${name}:${SERVICES[name].defaultPort}`),
    'SESSION_SECRET: ${SESSION_SECRET:-dev-only-session-secret-change-me-0123456789}',
    'COOKIE_SECURE: ${COOKIE_SECURE:-false}',
    'PUBLIC_ORIGIN: ${PUBLIC_ORIGIN:-http://localhost:8080}',
    '# Each remote is served by its own container, as its team would deploy it; the host finds',
    '# it through these (a browser fetches them, so they are addresses the browser can reach).',
    ...REMOTE_NAMES.map(
      (name) => `${REMOTES[name].urlVariable}: \${${REMOTES[name].urlVariable}:-http://localhost:${REMOTES[name].composePort}/mf-manifest.json}`,
    ),
    'UPLOAD_DIR: /srv/uploads',
  ];
  const bffDependsOn = [
    'postgres:\n  condition: service_healthy',
    'rabbitmq:\n  condition: service_healthy',
    ...SERVICE_NAMES.map((name) => `${name}:\n  condition: service_started`),
  ];
  // The BFF renders the pages of server-rendered remotes with their server build: its image builds them.
  const bffProjects = ['bff', 'host', ...REMOTE_NAMES.filter((name) => (REMOTES[name] as { serverRendered?: boolean }).serverRendered).map((name) => REMOTES[name].project)];
  const bff = `bff:
  build:
    context: .
    dockerfile: infra/docker/node-app.Dockerfile
    args:
      PROJECTS: ${bffProjects.join(',')}
      ENTRY: bff/dist/main.js
  environment:
    <<: *service-environment
    PORT: "8080"
${indent(bffEnvironment.join('\n'), 4)}
  volumes:
    - uploads:/srv/uploads
  ports:
    - "8080:8080"
  depends_on:
${indent(bffDependsOn.join('\n'), 4)}
  restart: unless-stopped
`;

  return `# The distributed mode: every part in its own container, wired by environment variables.
#   docker-compose up --build      then open http://localhost:8080
# ${GENERATED_NOTE}
# Secrets below are development defaults; set INTERNAL_TOKEN, SESSION_SECRET and the database and
# broker passwords in the environment (or an .env file beside this one) anywhere else.
version: "3.8"

x-service-environment: &service-environment
  HOST: 0.0.0.0
  DATABASE_URL: postgres://comarketing:\${POSTGRES_PASSWORD:-comarketing-dev}@postgres:5432/comarketing
  AMQP_URL: amqp://comarketing:\${RABBITMQ_PASSWORD:-comarketing-dev}@rabbitmq:5672
  INTERNAL_TOKEN: \${INTERNAL_TOKEN:-dev-only-internal-token-change-me}
  LOG_LEVEL: \${LOG_LEVEL:-info}
  # The first super admin, made (or promoted) by the accounts service at start; empty: none.
  ADMIN_EMAIL: \${ADMIN_EMAIL:-}
  ADMIN_PASSWORD: \${ADMIN_PASSWORD:-}
  # E-mail (read by the notification service): the mail catcher below unless SMTP_URL says otherwise.
  SMTP_URL: \${SMTP_URL:-smtp://mailpit:1025}
  PUBLIC_ORIGIN: \${PUBLIC_ORIGIN:-http://localhost:8080}

x-depends-on-infrastructure: &depends-on-infrastructure
  postgres:
    condition: service_healthy
  rabbitmq:
    condition: service_healthy

services:
  postgres:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: comarketing
      POSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-comarketing-dev}
      POSTGRES_DB: comarketing
    volumes:
      - postgres-data:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U comarketing -d comarketing"]
      interval: 5s
      timeout: 3s
      retries: 20

  rabbitmq:
    image: rabbitmq:3.13-management-alpine
    environment:
      RABBITMQ_DEFAULT_USER: comarketing
      RABBITMQ_DEFAULT_PASS: \${RABBITMQ_PASSWORD:-comarketing-dev}
    ports:
      - "15672:15672"   # management UI
    volumes:
      - rabbitmq-data:/var/lib/rabbitmq
    healthcheck:
      test: ["CMD", "rabbitmq-diagnostics", "-q", "ping"]
      interval: 10s
      timeout: 5s
      retries: 12

  # A local mail catcher: every e-mail the platform sends, readable at http://localhost:8025.
  mailpit:
    image: axllent/mailpit:v1.21
    ports:
      - "8025:8025"   # web view

${[...SERVICE_NAMES.map((name) => serviceContainer(name, SERVICES[name])), ...REMOTE_NAMES.map((name) => remoteContainer(name, REMOTES[name])), bff].map((block) => indent(block, 2)).join('\n')}
volumes:
  uploads:
  postgres-data:
  rabbitmq-data:
`;
}

/**
 * The embedded start's package.json with every service of the registry as a dependency (and no
 * service that left it): Nx builds what a project depends on first, and the generated imports
 * alone do not tell it so for a package it has not linked yet.
 */
export function withServiceDependencies(packageJson: string, { SERVICES }: PartsRegistry): string {
  const manifest = JSON.parse(packageJson) as { dependencies?: Record<string, string> };
  const packages = new Set(Object.values(SERVICES).map((service) => service.package));
  const dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies ?? {}).filter(([name]) => !/^@comarketing\/.+-service$/.test(name) || packages.has(name)),
  );
  for (const name of packages) dependencies[name] ??= '*';
  return `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n`;
}

/**
 * tsconfig.base.json with a path from every service's package to its source (and none for a service
 * that left the registry): type checks of the projects importing a service (the embedded start)
 * read its source, and need no build of it first.
 */
export function withServicePaths(tsconfigJson: string, { SERVICES }: PartsRegistry): string {
  const tsconfig = JSON.parse(tsconfigJson) as { compilerOptions?: { paths?: Record<string, string[]> } };
  const services = Object.values(SERVICES);
  const packages = new Set(services.map((service) => service.package));
  const paths = Object.fromEntries(Object.entries(tsconfig.compilerOptions?.paths ?? {}).filter(([name]) => !/^@comarketing\/.+-service$/.test(name) || packages.has(name)));
  for (const service of services) paths[service.package] ??= [`./${service.folder}/src/index.ts`];
  return `${JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, paths } }, null, 2)}\n`;
}
