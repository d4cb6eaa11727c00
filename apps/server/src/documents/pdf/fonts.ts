/**
 * DejaVu Sans from the `dejavu-fonts-ttf` package, embedded in every PDF: it has Cyrillic, the Kazakh
 * letters, № and ₸ (Roboto and PT Sans lack ₸), and no system font is needed.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ttf = (file: string) => require.resolve(`dejavu-fonts-ttf/ttf/${file}`);

export const fonts = {
  regular: ttf('DejaVuSans.ttf'),
  bold: ttf('DejaVuSans-Bold.ttf'),
  oblique: ttf('DejaVuSans-Oblique.ttf'),
} as const;
