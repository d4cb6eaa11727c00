/**
 * Reads a PDF back as a reader would: its text by poppler's `pdftotext -layout` (Debian's poppler-utils,
 * installed by .ci/run), with no-break and thin spaces made plain so '15 000 ₸' can be matched as typed.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/[\u00a0\u202f\u2009]/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The number of pages, from `pdfinfo`. */
export async function pdfPages(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-info-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfinfo', [file]);
    return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The images a PDF draws, from `pdfimages -list`: each drawing, and the embedded objects they share. */
export async function pdfImages(pdf: Buffer): Promise<{ drawn: number; embedded: number }> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-images-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfimages', ['-list', file]);
    // Two header lines, then one line per drawing; the 11th column is the image's object number.
    const rows = stdout.trim().split('\n').slice(2);
    return { drawn: rows.length, embedded: new Set(rows.map((r) => r.trim().split(/\s+/)[10])).size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
