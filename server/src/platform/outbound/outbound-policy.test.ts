import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { OutboundPolicy, OutboundRefused, parseAllowedHosts } from './outbound-policy.ts';

/** A name server's answers, standing in for DNS (the integration tests resolve `localhost` for real). */
function answering(records: Record<string, string[]>) {
  return (hostname: string) => {
    const addresses = records[hostname];
    if (!addresses) {
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    }
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

async function refusal(policy: OutboundPolicy, url: string): Promise<OutboundRefused | null> {
  try {
    await policy.check(url);
    return null;
  } catch (error) {
    if (error instanceof OutboundRefused) {
      return error;
    }
    throw error;
  }
}

describe('the outbound address policy', () => {
  const policy = new OutboundPolicy([]);

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['100.127.255.254', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.1.1', 'linkLocal'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::a00:1', 'rfc6052'],
    ['2002:a00:1::1', '6to4'],
  ])('refuses %s (%s)', (address, range) => {
    expect(policy.refusalOf(address)).toBe(range);
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '100.128.0.1', '192.169.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'calls the public address %s',
    (address) => {
      expect(policy.refusalOf(address)).toBeNull();
    },
  );

  it('refuses a URL naming a private address however it is written', async () => {
    for (const url of [
      'http://127.0.0.1:5678/hook',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://017700000001/',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
      'https://169.254.169.254/',
      'http://0/',
    ]) {
      expect(await refusal(policy, url), url).toBeInstanceOf(OutboundRefused);
    }
    const metadata = await refusal(policy, 'http://169.254.169.254/latest/meta-data/');
    expect(metadata).toMatchObject({ address: '169.254.169.254', range: 'linkLocal' });
    expect(metadata?.message).toContain('OUTBOUND_ALLOWED_HOSTS');
  });

  it('resolves a name: refused when any of its addresses is private, passed at save when it does not resolve', async () => {
    const dns = answering({
      'hooks.example.com': ['93.184.216.34'],
      'inside.example.com': ['10.0.0.7'],
      'both.example.com': ['93.184.216.34', '192.168.1.20'],
      'v6.example.com': ['fd00::5'],
    });
    const resolving = new OutboundPolicy([], { lookup: dns });
    expect(await refusal(resolving, 'https://hooks.example.com/n8n')).toBeNull();
    expect(await refusal(resolving, 'https://inside.example.com/')).toMatchObject({ host: 'inside.example.com', address: '10.0.0.7' });
    expect(await refusal(resolving, 'https://both.example.com/')).toMatchObject({ address: '192.168.1.20', range: 'private' });
    expect(await refusal(resolving, 'https://v6.example.com/')).toMatchObject({ range: 'uniqueLocal' });
    // Not resolvable now: saved, and each connection checks again.
    expect(await refusal(resolving, 'https://not-yet.example.com/')).toBeNull();
    await expect(resolving.addressesOf('not-yet.example.com')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('lets the operator allow networks, addresses and host names', async () => {
    const dns = answering({ 'n8n.internal': ['10.20.0.5'], 'bot.corp.example': ['192.168.7.7'], 'other.internal': ['10.20.0.6'] });
    const allowing = new OutboundPolicy(['10.20.0.0/16', '127.0.0.1', 'n8n.internal', '*.corp.example', 'fd00::/8'], { lookup: dns });
    expect(allowing.refusalOf('10.20.3.4')).toBeNull();
    expect(allowing.refusalOf('10.21.0.1')).toBe('private');
    expect(allowing.refusalOf('127.0.0.1')).toBeNull();
    expect(allowing.refusalOf('::ffff:127.0.0.1')).toBeNull();
    expect(allowing.refusalOf('127.0.0.2')).toBe('loopback');
    expect(allowing.refusalOf('fd00::9')).toBeNull();
    expect(allowing.refusalOf('169.254.169.254')).toBe('linkLocal');
    expect(await allowing.addressesOf('n8n.internal')).toEqual([{ address: '10.20.0.5', family: 4 }]);
    expect(await allowing.addressesOf('bot.corp.example')).toEqual([{ address: '192.168.7.7', family: 4 }]);
    expect(await allowing.addressesOf('other.internal')).toEqual([{ address: '10.20.0.6', family: 4 }]);
    expect(await refusal(allowing, 'http://[::1]/')).toMatchObject({ range: 'loopback' });
  });

  it('refuses a malformed allow list when the server starts', () => {
    expect(parseAllowedHosts(' 127.0.0.1, 10.0.0.0/8  n8n.internal,*.corp.example ')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'n8n.internal',
      '*.corp.example',
    ]);
    expect(() => parseAllowedHosts('http://n8n.internal')).toThrow(/OUTBOUND_ALLOWED_HOSTS/);
    expect(() => parseAllowedHosts('10.0.0.0/33')).toThrow(/OUTBOUND_ALLOWED_HOSTS/);
    expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: '10.0.0.0/8, bad host!' })).toThrow(/OUTBOUND_ALLOWED_HOSTS/);
    expect(loadConfig({ OUTBOUND_ALLOWED_HOSTS: '10.0.0.0/8 n8n.internal' }).outboundAllowedHosts).toEqual(['10.0.0.0/8', 'n8n.internal']);
    expect(loadConfig({}).outboundAllowedHosts).toEqual([]);
  });
});
