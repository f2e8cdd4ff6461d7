import { describe, expect, it } from 'vitest';
import { deepLinkAddress } from './deepLink.ts';

describe('deepLinkAddress', () => {
  it.each([
    ['http://host/tickets', 'http://host/', '/#/tickets'],
    ['http://host/tickets/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f', 'http://host/', '/#/tickets/6f1c2f7e-8d4b-4a57-9b0e-0d8c9b6a1e2f'],
    ['https://host/contacts/?page=2', 'https://host/', '/#/contacts?page=2'],
    ['https://host/balcao/tickets/7', 'https://host/balcao/', '/balcao/#/tickets/7'],
    ['http://localhost:5173/tickets/7', null, '/#/tickets/7'],
  ])('moves %s into the hash router', (href, base, expected) => {
    expect(deepLinkAddress(href, base)).toBe(expected);
  });

  it.each([
    ['the root', 'http://host/', 'http://host/'],
    ['an address already in the hash', 'http://host/#/tickets/7', 'http://host/'],
    ['the index file itself', 'http://host/index.html', 'http://host/'],
    ['the packaged app on file://', 'file:///opt/balcao/resources/web/index.html', 'file:///opt/balcao/resources/web/index.html'],
  ])('leaves %s alone', (_name, href, base) => {
    expect(deepLinkAddress(href, base)).toBeNull();
  });
});
