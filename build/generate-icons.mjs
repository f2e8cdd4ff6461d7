/**
 * Draws the Balcão app icon in code (no downloaded artwork) and writes build/icon.png (1024x1024,
 * RGBA) for electron-builder, which derives the .ico/.icns/Linux sizes from it. build/icon.svg is
 * the same drawing as vector. Re-run after changing the shapes: node build/generate-icons.mjs
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 1024;
const SAMPLES = 3; // per axis, for anti-aliasing
const BRAND = [14, 124, 102];
const BRAND_DARK = [9, 92, 76];
const WHITE = [255, 255, 255];

/** Shapes in a 0..1 square, painted in order. */
const shapes = [
  { color: BRAND, inside: (x, y) => inRoundedSquare(x, y, 0.04, 0.96, 0.2) },
  // speech bubble: a disc with a tail at the bottom left
  { color: WHITE, inside: (x, y) => inDisc(x, y, 0.5, 0.47, 0.3) || inTriangle(x, y, [0.27, 0.6], [0.42, 0.72], [0.22, 0.82]) },
  // three "typing" dots
  ...[0.38, 0.5, 0.62].map((cx) => ({ color: BRAND_DARK, inside: (x, y) => inDisc(x, y, cx, 0.47, 0.045) })),
];

function inDisc(x, y, cx, cy, r) {
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function inRoundedSquare(x, y, min, max, radius) {
  const cx = Math.min(Math.max(x, min + radius), max - radius);
  const cy = Math.min(Math.max(y, min + radius), max - radius);
  return x >= min && x <= max && y >= min && y <= max && (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

function inTriangle(x, y, a, b, c) {
  const side = (p, q) => (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const [d1, d2, d3] = [side(a, b), side(b, c), side(c, a)];
  return (d1 >= 0 && d2 >= 0 && d3 >= 0) || (d1 <= 0 && d2 <= 0 && d3 <= 0);
}

function render() {
  const rgba = Buffer.alloc(SIZE * SIZE * 4);
  for (let py = 0; py < SIZE; py += 1) {
    for (let px = 0; px < SIZE; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (const shape of shapes) {
        let hits = 0;
        for (let sy = 0; sy < SAMPLES; sy += 1) {
          for (let sx = 0; sx < SAMPLES; sx += 1) {
            if (shape.inside((px + (sx + 0.5) / SAMPLES) / SIZE, (py + (sy + 0.5) / SAMPLES) / SIZE)) {
              hits += 1;
            }
          }
        }
        const k = hits / (SAMPLES * SAMPLES);
        // premultiplied "over"
        r = shape.color[0] * k + r * (1 - k);
        g = shape.color[1] * k + g * (1 - k);
        b = shape.color[2] * k + b * (1 - k);
        a = k + a * (1 - k);
      }
      const o = (py * SIZE + px) * 4;
      // PNG stores straight (not premultiplied) alpha
      rgba[o] = a > 0 ? Math.round(r / a) : 0;
      rgba[o + 1] = a > 0 ? Math.round(g / a) : 0;
      rgba[o + 2] = a > 0 ? Math.round(b / a) : 0;
      rgba[o + 3] = Math.round(a * 255);
    }
  }
  return rgba;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y += 1) {
    rgba.copy(rows, y * (SIZE * 4 + 1) + 1, y * SIZE * 4, (y + 1) * SIZE * 4); // filter byte 0
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="1024" height="1024">
  <rect x="0.04" y="0.04" width="0.92" height="0.92" rx="0.2" fill="${hex(BRAND)}"/>
  <circle cx="0.5" cy="0.47" r="0.3" fill="#ffffff"/>
  <polygon points="0.27,0.6 0.42,0.72 0.22,0.82" fill="#ffffff"/>
  <g fill="${hex(BRAND_DARK)}"><circle cx="0.38" cy="0.47" r="0.045"/><circle cx="0.5" cy="0.47" r="0.045"/><circle cx="0.62" cy="0.47" r="0.045"/></g>
</svg>
`;

const here = path.dirname(fileURLToPath(import.meta.url));
writeFileSync(path.join(here, 'icon.png'), encodePng(render()));
writeFileSync(path.join(here, 'icon.svg'), svg);
