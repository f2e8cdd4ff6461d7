import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

type Asset = { type: string; file?: string; text?: string };

/** Swagger UI's own build, from node_modules: the page needs no CDN. */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Starts the renderer on the document next to the page (relative, so a proxy's sub-path keeps working). */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: 'openapi.json', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'list' });
});
`;

/** The files the page loads, by the name it asks for (nothing else of the package is served). */
export const DOCS_ASSETS: Record<string, Asset> = {
  'swagger-ui.css': { type: 'text/css', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'application/javascript', file: 'swagger-ui-bundle.js' },
  'favicon-32x32.png': { type: 'image/png', file: 'favicon-32x32.png' },
  'init.js': { type: 'application/javascript', text: INIT_SCRIPT },
};

const cache = new Map<Asset, Buffer | string>();

export async function docsAsset(asset: Asset): Promise<Buffer | string> {
  const cached = cache.get(asset);
  if (cached !== undefined) {
    return cached;
  }
  const content = asset.text ?? (await readFile(path.join(swaggerUiDir, asset.file ?? '')));
  cache.set(asset, content);
  return content;
}

export function docsPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Balcão API</title>
    <link rel="icon" type="image/png" href="docs/favicon-32x32.png" />
    <link rel="stylesheet" href="docs/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui" aria-label="Balcão API reference"></main>
    <script src="docs/swagger-ui-bundle.js"></script>
    <script src="docs/init.js"></script>
  </body>
</html>
`;
}
