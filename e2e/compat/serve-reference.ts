import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Serves the reference product's web client build (COMPAT_REFERENCE_BUILD) on COMPAT_REFERENCE_PORT, as
 * a single-page app (an unknown path answers index.html), with the placeholder backend URL it was built
 * with replaced by the Balcão under test (COMPAT_BACKEND_URL).
 */
const PLACEHOLDER = 'http://balcao-backend.invalid';
const root = path.resolve(process.env['COMPAT_REFERENCE_BUILD'] ?? '');
const backend = process.env['COMPAT_BACKEND_URL'] ?? '';
const port = Number(process.env['COMPAT_REFERENCE_PORT']);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

async function fileFor(urlPath: string): Promise<{ body: Buffer; type: string }> {
  const wanted = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  const inside = wanted.startsWith(root + path.sep) ? wanted : path.join(root, 'index.html');
  const found = await readFile(inside).catch(() => null);
  const file = found ? inside : path.join(root, 'index.html');
  const body = found ?? (await readFile(file));
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  return type.startsWith('text/javascript') || type.startsWith('text/html')
    ? { body: Buffer.from(body.toString('utf8').replaceAll(PLACEHOLDER, backend)), type }
    : { body, type };
}

createServer((request, response) => {
  const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
  fileFor(urlPath === '/' ? '/index.html' : urlPath)
    .then(({ body, type }) => {
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(body);
    })
    .catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
}).listen(port, '127.0.0.1');
