import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { holdAnswersToDocument } from './contract-fetch.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

export type ServerProcess = {
  url: string;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
  child: ChildProcess;
};

/**
 * Runs `node server/src/main.ts` as a real separate process and waits until it prints its URL; every
 * answer a test reads from it is held to its API document, as with `startTestServer`.
 */
export function spawnServer(
  environment: Record<string, string>,
  timeoutMs = 60_000,
  nodeArgs: string[] = [],
  /** A command that runs it elsewhere, given the program and its arguments (`ip netns exec <name>`); it must exec, keeping the pid. */
  within: string[] = [],
): Promise<ServerProcess> {
  const [command = process.execPath, ...args] = [...within, process.execPath, ...nodeArgs, MAIN];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        const released = holdAnswersToDocument(match[1]);
        resolve({
          url: match[1],
          output: () => output,
          child,
          stop: () => {
            released();
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
