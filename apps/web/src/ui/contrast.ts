/**
 * WCAG 2.2 contrast (success criterion 1.4.3): the ratio of two colours' relative luminances, and the
 * palettes' dark shades made dark enough to carry text (issue 30).
 */

/** '#rrggbb' as its three channels, 0–255. */
function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The relative luminance of an sRGB colour, as WCAG defines it. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour darkened towards black, keeping its hue, in the smallest steps that reach `ratio` against
 * `against`; the colour itself when it already does.
 */
export function darkenTo(color: string, against: string, ratio: number): string {
  const rgb = channels(color);
  for (let keep = 1; keep > 0; keep -= 0.01) {
    const candidate = hex(rgb.map((c) => c * keep));
    if (contrastRatio(candidate, against) >= ratio) return candidate;
  }
  return '#000000';
}

/** The contrast AA asks of normal-size text. */
export const AA_TEXT = 4.5;

/**
 * A Mantine palette whose shades 7–9 can carry text: 7, the filled buttons' and coloured text's shade
 * (primaryShade), and 8, their hover, take white text and stand on the app's grey background (gray.0)
 * and on the palette's own lightest tint (a weekend's red text on red.0) at AA; 9, the light variant's text (badges, the active navigation link), reads on shade 1, that variant's
 * background. The light shades 0–6 stay Mantine's. A shade already dark enough is kept.
 */
export function textSafePalette(palette: readonly string[], page: string): string[] {
  const [s0, s1, s2, s3, s4, s5, s6, s7, s8, s9] = palette as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const seven = darkenTo(darkenTo(s7, page, AA_TEXT), s0, AA_TEXT);
  const eight = darkenTo(s8, page, Math.max(AA_TEXT, contrastRatio(seven, '#ffffff') + 0.3));
  const nine = darkenTo(darkenTo(s9, s1, AA_TEXT), '#ffffff', contrastRatio(eight, '#ffffff'));
  return [s0, s1, s2, s3, s4, s5, s6, seven, eight, nine];
}
