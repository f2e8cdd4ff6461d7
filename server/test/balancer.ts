import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const DEPLOY = path.resolve(import.meta.dirname, '../../docs/deploy');
const HAPROXY = '/usr/sbin/haproxy';
const NGINX = '/usr/sbin/nginx';

export type BalancerKind = 'haproxy' | 'nginx';

export type Balancer = {
  kind: BalancerKind;
  url: string;
  /** The balancer's process (HAProxy runs as one process in the foreground; nginx's master). */
  pid: number | undefined;
  output: () => string;
  stop: () => Promise<void>;
};

/** A port nobody listens on right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Why this balancer cannot run here (its Debian package missing), or null when it can. */
export function balancerMissing(kind: BalancerKind): string | null {
  const binary = kind === 'haproxy' ? HAPROXY : NGINX;
  if (!existsSync(binary)) {
    return `${binary} is not installed (apt-get install -y ${kind === 'haproxy' ? 'haproxy' : 'nginx-light'})`;
  }
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  return version.status === 0 ? null : `${binary} -v failed: ${version.stderr}`;
}

/** A server behind the balancer: a port on 127.0.0.1, or `host:port`. */
export type Upstream = number | string;

const addressOf = (upstream: Upstream) => (typeof upstream === 'number' ? `127.0.0.1:${upstream}` : upstream);

/**
 * The documented configuration with this run's addresses: the listening address in place of the
 * file's, and one copy of the file's first upstream line per server (the file's own are removed).
 */
export function withAddresses(kind: BalancerKind, text: string, listen: number, upstreams: readonly Upstream[]): string {
  const listenLine = kind === 'haproxy' ? /^(\s*bind )\S+(.*)$/ : /^(\s*listen )\d+(;.*)$/;
  const upstreamLine = kind === 'haproxy' ? /^(\s*server )balcao\d+ \S+(.*)$/ : /^(\s*server )\S+:\d+( .*)$/;
  const lines = text.split('\n');
  const first = lines.map((line) => upstreamLine.exec(line)).find((match) => match !== null);
  if (!first || !lines.some((line) => listenLine.test(line))) {
    throw new Error(`docs/deploy: the ${kind} configuration has no listening line or no upstream server line`);
  }
  const [, indent, rest] = first;
  const servers = upstreams.map(
    (upstream, index) => `${indent}${kind === 'haproxy' ? `balcao${index + 1} ` : ''}${addressOf(upstream)}${rest}`,
  );
  return lines
    .flatMap((line) =>
      line === first[0]
        ? servers
        : upstreamLine.test(line)
          ? []
          : [line.replace(listenLine, (_, head: string, tail: string) => `${head}127.0.0.1:${listen}${tail}`)],
    )
    .join('\n');
}

function waitForExitOrTimeout(child: ChildProcess, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve();
    }, ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Resolves once `url` answers at all (any status), or rejects with the balancer's output. */
async function answering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`balancer exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`balancer did not answer on ${url}:\n${output()}`);
}

/**
 * Runs HAProxy or nginx in the foreground with the configuration kept in docs/deploy/, in front of
 * Balcão servers at `upstreams`.
 */
export async function startBalancer(kind: BalancerKind, upstreams: readonly Upstream[]): Promise<Balancer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `balcao-${kind}-`));
  const port = await freePort();
  const documented = await readFile(path.join(DEPLOY, kind === 'haproxy' ? 'haproxy.cfg' : 'nginx.conf'), 'utf8');
  const site = path.join(folder, kind === 'haproxy' ? 'haproxy.cfg' : 'balcao.conf');
  await writeFile(site, withAddresses(kind, documented, port, upstreams));
  let args: string[];
  if (kind === 'haproxy') {
    // -db: stay in the foreground, no daemon.
    args = ['-db', '-f', site];
  } else {
    // What /etc/nginx/nginx.conf gives the site file on a Debian machine, with this run's own paths.
    await mkdir(path.join(folder, 'body'));
    await mkdir(path.join(folder, 'proxy'));
    const main = path.join(folder, 'nginx.conf');
    await writeFile(
      main,
      [
        `pid ${path.join(folder, 'nginx.pid')};`,
        'error_log stderr warn;',
        'daemon off;',
        'worker_processes 1;',
        'events { worker_connections 4096; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${path.join(folder, 'body')};`,
        `  proxy_temp_path ${path.join(folder, 'proxy')};`,
        `  include ${site};`,
        '}',
        '',
      ].join('\n'),
    );
    args = ['-e', 'stderr', '-p', folder, '-c', main];
  }
  const child = spawn(kind === 'haproxy' ? HAPROXY : NGINX, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await answering(url, child, () => output);
  return {
    kind,
    url,
    pid: child.pid,
    output: () => output,
    stop: async () => {
      // A hard stop for both: a graceful one would wait for open WebSockets.
      child.kill('SIGTERM');
      await waitForExitOrTimeout(child, 5_000);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
