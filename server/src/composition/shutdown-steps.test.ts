import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ShutdownSteps } from './shutdown-steps.ts';

function capturedLogger() {
  const lines: { level: number; step?: string; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  return { logger: pino({ level: 'warn' }, stream), lines };
}

describe('the steps of a stop', () => {
  it('run last added first, go on past a failing step, and leave behind a step that hangs, naming it', async () => {
    const { logger, lines } = capturedLogger();
    const steps = new ShutdownSteps({ logger, stepTimeoutMs: 200 });
    const ran: string[] = [];
    steps.add('database', () => Promise.resolve(ran.push('database')));
    steps.add('pool', () => new Promise(() => ran.push('pool'))); // never settles
    steps.add('sockets', () => Promise.reject(new Error('already closed')));
    steps.add('http server', () => Promise.resolve(ran.push('http server')));

    await steps.runInReverse();

    expect(ran).toEqual(['http server', 'pool', 'database']);
    expect(lines.map(({ step, msg }) => [step, msg])).toEqual([
      ['sockets', 'shutdown step failed'],
      ['pool', 'shutdown step did not finish in time; the stop goes on without it'],
    ]);
    // A second stop has nothing left to run.
    await steps.runInReverse();
    expect(ran).toHaveLength(3);
  });
});
