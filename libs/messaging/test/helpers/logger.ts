import pino, { type Logger } from 'pino';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** A real pino logger whose lines are kept in memory, so tests can assert what was logged. */
export function captureLogger(): { logger: Logger; lines: LogLine[]; at(level: keyof typeof LEVEL): LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines, at: (level) => lines.filter((line) => line.level === LEVEL[level]) };
}
