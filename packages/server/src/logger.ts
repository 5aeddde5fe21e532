import type { LogLevel } from './config.js';

/** One JSON line per event on stdout (info and below) or stderr (warn, error). */
export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(level: LogLevel = 'info'): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, message: string, fields = {}) => {
    if (RANK[at] < RANK[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...fields });
    (RANK[at] >= RANK.warn ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

export const silentLogger: Logger = createLogger('silent');
