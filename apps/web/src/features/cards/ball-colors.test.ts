import { describe, expect, it } from 'vitest';
import { DISPLAY_BACKGROUND } from '../hall/screen/screen-layout';
import { THEME_BACKGROUNDS } from '../hall/themes';
import { COLUMN_COLORS, UNCALLED_CELL, UNCALLED_NUMBER } from './ball-colors';

type Rgba = [number, number, number, number];

/** '#rrggbb' or 'rgba(r,g,b,a)' as channels 0–255 and an alpha. */
function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex)
    return [
      Number.parseInt(hex[1] ?? '', 16),
      Number.parseInt(hex[2] ?? '', 16),
      Number.parseInt(hex[3] ?? '', 16),
      1,
    ];
  const rgba = /^rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)$/.exec(color);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), Number(rgba[4])];
  throw new Error(`not a colour this test reads: ${color}`);
}

/** `top` painted over an opaque `below`. */
function over(top: string, below: Rgba): Rgba {
  const [r, g, b, a] = parse(top);
  return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1];
}

/** WCAG 2 relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const [R, G, B] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

/** WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Hue in degrees, to tell the column colours stay blue, red, green and orange. */
function hue([r, g, b]: Rgba): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const WHITE = parse('#ffffff');
/** Small text (under 18.66 px bold) needs 4.5:1: the last five balls and an 800×600 board are. */
const AA = 4.5;

describe('the contrast formula', () => {
  it('gives the ratios WCAG publishes', () => {
    expect(contrast(WHITE, parse('#000000'))).toBeCloseTo(21, 5);
    expect(contrast(WHITE, parse('#767676'))).toBeCloseTo(4.54, 2);
    // The audit's figures for the colours G and O had before.
    expect(contrast(WHITE, parse('#2b8a3e'))).toBeCloseTo(4.37, 2);
    expect(contrast(WHITE, parse('#d9480f'))).toBeCloseTo(4.3, 2);
  });
});

describe('ball colours', () => {
  it('keep white numbers (and their letter on the white ball) at 4.5:1 or more', () => {
    const ratios = COLUMN_COLORS.map((c) => Number(contrast(WHITE, parse(c)).toFixed(2)));
    expect(ratios.filter((r) => r < AA)).toEqual([]);
  });

  it('stay blue, red, grey, green and orange', () => {
    const [b, i, n, g, o] = COLUMN_COLORS.map(parse) as [Rgba, Rgba, Rgba, Rgba, Rgba];
    expect(hue(b)).toBeGreaterThan(190);
    expect(hue(b)).toBeLessThan(230);
    expect(hue(i)).toBeGreaterThan(320);
    expect(Math.max(...n.slice(0, 3)) - Math.min(...n.slice(0, 3))).toBeLessThan(16);
    expect(hue(g)).toBeGreaterThan(110);
    expect(hue(g)).toBeLessThan(150);
    expect(hue(o)).toBeGreaterThan(10);
    expect(hue(o)).toBeLessThan(35);
  });
});

describe('uncalled numbers on the board', () => {
  /** The number's colour against its chip, both over `ground`. */
  const uncalledOn = (ground: Rgba) => {
    const chip = over(UNCALLED_CELL, ground);
    return contrast(over(UNCALLED_NUMBER, chip), chip);
  };

  it('read at 4.5:1 or more on the player display’s background', () => {
    expect(uncalledOn(parse(DISPLAY_BACKGROUND))).toBeGreaterThanOrEqual(AA);
  });

  it('read at 4.5:1 or more on every colour of every theme’s play background, its pattern included', () => {
    // The console's board sits on the theme's gradient, brightest at its top left; the theme's
    // pattern adds white at up to 6% on top.
    const grounds = Object.entries(THEME_BACKGROUNDS).flatMap(([theme, { play }]) =>
      (play.match(/#[0-9a-f]{6}/gi) ?? []).map((stop) => ({
        where: `${theme} ${stop}`,
        ratio: Number(uncalledOn(over('rgba(255,255,255,0.06)', parse(stop))).toFixed(2)),
      })),
    );
    expect(grounds).toHaveLength(9);
    expect(grounds.filter((g) => g.ratio < AA)).toEqual([]);
  });
});
