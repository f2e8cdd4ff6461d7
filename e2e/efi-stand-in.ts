/**
 * The Efí stand-in of the end-to-end run, started by Playwright before the server (see
 * playwright.config.ts): Efí's Pix API over mutual TLS on E2E_EFI_PORT, with its certificates in
 * E2E_EFI_DIR for the server to use, and on E2E_EFI_CONTROL_PORT what the payer and Efí do:
 * `POST /pay/{txid}` pays the charge and fires the signed webhook at the server, as Efí would.
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { EfiStandIn, makeTestPki, removePki } from '../server/test/efi-stand-in.ts';
import { E2E_EFI_CONTROL_PORT, E2E_EFI_DIR, E2E_EFI_PORT, E2E_PAYMENT_WEBHOOK_SECRET, E2E_PORT } from './constants.ts';

const pki = makeTestPki();
mkdirSync(E2E_EFI_DIR, { recursive: true });
copyFileSync(pki.clientP12, path.join(E2E_EFI_DIR, 'client.p12'));
copyFileSync(pki.caFile, path.join(E2E_EFI_DIR, 'ca.pem'));
// The stand-in holds its keys in memory; only the server's copies stay on disk (replaced by the next run).
removePki(pki);
const efi = await new EfiStandIn(pki).start(E2E_EFI_PORT);
const webhookUrl = `http://127.0.0.1:${E2E_PORT}/subscription/webhook?hmac=${E2E_PAYMENT_WEBHOOK_SECRET}`;

const control = http.createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const pay = /^\/pay\/([A-Za-z0-9]{26,35})$/.exec(request.url ?? '');
  if (request.method === 'GET' && request.url === '/health') {
    answer(200, { ok: true, url: efi.url });
  } else if (request.method === 'POST' && pay?.[1]) {
    const txid = pay[1];
    if (!efi.charges.has(txid)) {
      answer(404, { error: `No charge ${txid}` });
      return;
    }
    efi.pay(txid);
    efi.notify(webhookUrl, txid).then(
      (notified) => answer(200, notified),
      (error: unknown) => answer(502, { error: String(error) }),
    );
  } else {
    answer(404, { error: 'No such route' });
  }
});
await new Promise<void>((resolve) => control.listen(E2E_EFI_CONTROL_PORT, '127.0.0.1', resolve));
console.log(`Efí stand-in at ${efi.url}, control at http://127.0.0.1:${E2E_EFI_CONTROL_PORT}`);

const stop = () => {
  control.close();
  void efi.stop().finally(() => {
    rmSync(E2E_EFI_DIR, { recursive: true, force: true });
    process.exit(0);
  });
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
