import { describe, expect, it } from 'vitest';
import { colouredChipStyle, readableTextOn, relativeLuminance } from './readableText.ts';

describe('readable text on a coloured chip', () => {
  it('measures WCAG relative luminance of short and long hex colours', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#ffffff80')).toBe(1);
    expect(relativeLuminance('#A4CCCC')).toBeCloseTo(0.555, 2);
    expect(relativeLuminance('red')).toBeNull();
  });

  it('writes black on light colours (the default tag colour among them) and white on dark ones', () => {
    expect(readableTextOn('#A4CCCC')).toBe('#000000');
    expect(readableTextOn('#FFEB3B')).toBe('#000000');
    expect(readableTextOn('#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#1A237E')).toBe('#FFFFFF');
    expect(readableTextOn('#000')).toBe('#FFFFFF');
    expect(readableTextOn('#B71C1C')).toBe('#FFFFFF');
    expect(readableTextOn(undefined)).toBeUndefined();
    expect(readableTextOn('not a colour')).toBeUndefined();
  });

  it('gives a chip its background and text colour, nothing for no colour', () => {
    expect(colouredChipStyle('#A4CCCC')).toEqual({ backgroundColor: '#A4CCCC', color: '#000000' });
    expect(colouredChipStyle(null)).toEqual({});
  });
});
