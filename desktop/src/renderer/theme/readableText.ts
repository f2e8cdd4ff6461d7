const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance (0 black … 1 white) of `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (alpha ignored); null otherwise. */
export function relativeLuminance(color: string): number | null {
  const match = HEX.exec(color.trim());
  if (!match?.[1]) {
    return null;
  }
  const digits = match[1];
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue] = [0, 2, 4].map((start) => channel(parseInt(full.slice(start, start + 2), 16)));
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

/**
 * Black or white text for a chip filled with a colour the company chose (tags, queues), whichever has
 * the higher WCAG contrast ratio with it; undefined for a colour that is not hex (the theme's text stays).
 */
export function readableTextOn(background: string | null | undefined): '#000000' | '#FFFFFF' | undefined {
  const luminance = background ? relativeLuminance(background) : null;
  if (luminance === null) {
    return undefined;
  }
  const withBlack = (luminance + 0.05) / 0.05;
  const withWhite = 1.05 / (luminance + 0.05);
  return withBlack >= withWhite ? '#000000' : '#FFFFFF';
}

/** The inline style of a chip filled with a company's colour: that background and readable text. */
export function colouredChipStyle(background: string | null | undefined): { backgroundColor?: string; color?: string } {
  const color = readableTextOn(background);
  return background ? { backgroundColor: background, ...(color ? { color } : {}) } : {};
}
