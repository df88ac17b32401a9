import { DataDirLockedError } from '@comarketing/pg-embedded';
import { ConfigError } from '@comarketing/server-kit';
import { loadEmbeddedConfig } from './embedded-config';
import { startPlatform } from './start-platform';

async function main() {
  const started = Date.now();
  try {
    const config = loadEmbeddedConfig();
    const platform = await startPlatform(config);
    process.stdout.write(
      [
        '',
        `  Co-Marketing Hub is running on ${platform.url}`,
        `  database: ${platform.mode.database}`,
        `  events:   ${platform.mode.bus}`,
        platform.demo
          ? `  demo:     ${platform.demo.created + platform.demo.existing} demo businesses to match with (they answer matches, confirm campaign plans and record demo results within ${config.DEMO_ANSWER_SECONDS} s), ${platform.demo.blog.published + platform.demo.blog.existing} blog articles (DEMO_CONTENT=off starts without)`
          : '  demo:     none (DEMO_CONTENT=on adds demo businesses and blog articles)',
        process.env.ADMIN_EMAIL
          ? `  staff:    ${process.env.ADMIN_EMAIL} signs in at ${platform.url}/admin-login`
          : '  staff:    no admin made at start (ADMIN_EMAIL and ADMIN_PASSWORD make one; see README)',
        `  started in ${((Date.now() - started) / 1000).toFixed(1)} s; Ctrl+C stops it`,
        '',
        '',
      ].join('\n'),
    );
    let stopping = false;
    const stop = async () => {
      if (stopping) return;
      stopping = true;
      await platform.stop();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(`\n  Cannot start: ${error.message}\n`);
    } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(`\n  Cannot start: port ${process.env.PORT ?? 8080} is in use. Set PORT to another one, e.g. PORT=8081 npm start\n`);
    } else {
      console.error('\n  The platform failed to start:', error);
    }
    process.exit(1);
  }
}

void main();
