import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Socket } from 'node:net';
import { promisify } from 'node:util';

const run = promisify(execFile);
const IP = '/usr/sbin/ip';
const RUN_OCTET = 200 + (randomBytes(1).readUInt8(0) % 50);

/**
 * A machine of its own for one server: a network namespace joined to this one by a veth pair. Inside,
 * only its own loopback and `address`; from here, `address` is reached through the pair, and the
 * namespace reaches this side at `hostAddress` (nothing else: no route beyond it).
 */
export type NetworkHost = {
  name: string;
  /** The namespace's address, where its server listens. */
  address: string;
  /** This side's address of the pair, the only one the namespace can reach. */
  hostAddress: string;
  /** The command that runs a program inside the namespace (prefix it to the program and its arguments). */
  exec: string[];
  /** Makes `127.0.0.1:port` of this side reachable from the namespace at `hostAddress:<returned port>`. */
  expose: (port: number) => Promise<number>;
  remove: () => Promise<void>;
};

/** Why namespaces cannot be made here (not root, no `ip`), or null when they can. */
export async function namespacesRefused(): Promise<string | null> {
  try {
    // The whole of one host (namespace, pair, addresses), as the test will make them.
    await (await createNetworkHost(250)).remove();
    return null;
  } catch (error) {
    return `network namespaces cannot be made here (${(error as Error).message.split('\n')[0]})`;
  }
}

/** A TCP relay from `listenHost:<free port>` to `127.0.0.1:port`, for what a namespace must reach. */
async function relay(listenHost: string, port: number): Promise<{ port: number; close: () => Promise<void> }> {
  const open = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(port, '127.0.0.1');
    open.add(inbound).add(outbound);
    inbound.pipe(outbound).pipe(inbound);
    const end = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('error', end);
    outbound.on('error', end);
    inbound.on('close', end);
    outbound.on('close', end);
    inbound.once('close', () => open.delete(inbound));
    outbound.once('close', () => open.delete(outbound));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, listenHost, resolve);
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        open.forEach((socket) => socket.destroy());
      }),
  };
}

/** Makes network host number `index` (1–250) of this run; `remove` deletes it (the pair goes with it). */
export async function createNetworkHost(index: number): Promise<NetworkHost> {
  const tag = randomBytes(2).toString('hex');
  const name = `balcao-${tag}-${index}`;
  const hostSide = `bx${tag}${index}`;
  // A second octet of this run's own, so that what a killed run left behind cannot collide.
  const subnet = `10.${RUN_OCTET}.${index}`;
  const hostAddress = `${subnet}.1`;
  const address = `${subnet}.2`;
  await run(IP, ['netns', 'add', name]);
  const relays: (() => Promise<void>)[] = [];
  try {
    await run(IP, ['link', 'add', hostSide, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', name]);
    await run(IP, ['addr', 'add', `${hostAddress}/24`, 'dev', hostSide]);
    await run(IP, ['link', 'set', hostSide, 'up']);
    await run(IP, ['netns', 'exec', name, IP, 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
    await run(IP, ['netns', 'exec', name, IP, 'link', 'set', 'eth0', 'up']);
    await run(IP, ['netns', 'exec', name, IP, 'link', 'set', 'lo', 'up']);
  } catch (error) {
    await run(IP, ['netns', 'delete', name]).catch(() => undefined);
    throw error;
  }
  return {
    name,
    address,
    hostAddress,
    exec: [IP, 'netns', 'exec', name],
    expose: async (port) => {
      const { port: exposed, close } = await relay(hostAddress, port);
      relays.push(close);
      return exposed;
    },
    remove: async () => {
      await Promise.all(relays.map((close) => close()));
      await run(IP, ['netns', 'delete', name]).catch(() => undefined);
    },
  };
}
