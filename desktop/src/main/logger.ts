export type LogDetails = Record<string, unknown>;

export type Logger = {
  info(message: string, details?: LogDetails): void;
  warn(message: string, details?: LogDetails): void;
  error(message: string, details?: LogDetails): void;
};

type Level = keyof Logger;

/** One JSON line per entry (pino-like), written wherever `write` sends it (stderr in main.ts). */
export function createLineLogger(write: (line: string) => void, now: () => Date = () => new Date()): Logger {
  const log = (level: Level) => (message: string, details?: LogDetails) => {
    write(`${JSON.stringify({ time: now().toISOString(), level, name: 'balcao-desktop', message, ...details })}\n`);
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
