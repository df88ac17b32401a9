import 'reflect-metadata';
import { createLogger } from '@comarketing/server-kit';
import { startBff } from './start-bff';

async function main() {
  const logger = createLogger({ name: 'bff' });
  try {
    const bff = await startBff({ logger });
    logger.info({ url: bff.url }, 'BFF listening');
    const stop = async () => {
      await bff.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
  } catch (error) {
    logger.fatal({ err: error }, 'BFF failed to start');
    process.exit(1);
  }
}

void main();
