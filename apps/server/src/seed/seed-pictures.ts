/**
 * Pictures for the demo categories, drawn here rather than shipped: a landscape of Burabay (sky, hills,
 * the lake, pines) per category in its own colours, rendered by sharp from SVG and stored through the
 * same upload path staff use, so the demo shows the list's thumbnails and the form's gallery.
 */

import type { Db } from '../db/client.ts';
import { companyStrip } from '../db/schema.ts';
import type { Actor } from '../http/actor.ts';
import { loadSharp } from '../lib/on-first-use.ts';
import { addCategoryImage, addCompanyImage } from '../modules/images/images.service.ts';
import { STRIP } from './seed-catalogue.ts';

const palettes = [
  { sky: '#9cc9e8', hill: '#5b7f5a', lake: '#3f7fb5', sun: '#ffe08a' },
  { sky: '#f6c28b', hill: '#6d6a4f', lake: '#4a83a8', sun: '#ffd166' },
  { sky: '#b8d8f0', hill: '#3f6b4f', lake: '#2f6f9f', sun: '#fff2b3' },
  { sky: '#d9c2e8', hill: '#58604f', lake: '#4f79a8', sun: '#ffe4b8' },
  { sky: '#a7d3c4', hill: '#4d6b3c', lake: '#35789a', sun: '#fff0a8' },
  { sky: '#c7d6e6', hill: '#6f7f69', lake: '#5a86a8', sun: '#ffeab0' },
];

function landscape(i: number): string {
  const p = palettes[i % palettes.length]!;
  const pines = Array.from({ length: 7 }, (_, k) => {
    const x = 60 + k * 110 + ((i * 37) % 50);
    return `<polygon points="${x},${300 - (k % 3) * 20} ${x - 28},380 ${x + 28},380" fill="#2f4f32"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600">
    <rect width="960" height="600" fill="${p.sky}"/>
    <circle cx="${720 - i * 60}" cy="120" r="56" fill="${p.sun}"/>
    <path d="M0 360 Q 180 ${180 + i * 12} 360 330 T 720 300 T 960 340 V 600 H 0 Z" fill="${p.hill}"/>
    ${pines}
    <rect y="420" width="960" height="180" fill="${p.lake}"/>
    <path d="M0 440 Q 240 430 480 445 T 960 438" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none"/>
  </svg>`;
}

export async function writeCategoryPictures(tx: Db, actor: Actor, categoryIds: number[]) {
  const sharp = await loadSharp();
  for (const [i, categoryId] of categoryIds.entries()) {
    const jpeg = await sharp(Buffer.from(landscape(i)))
      .jpeg({ quality: 80 })
      .toBuffer();
    await addCategoryImage(tx, actor, categoryId, jpeg);
  }
  return categoryIds.length;
}

/** The banner strip: a banner is its picture (the strip refuses one without), with a caption and link. */
export async function writeBanners(tx: Db, actor: Actor) {
  const sharp = await loadSharp();
  for (const [i, banner] of STRIP.entries()) {
    const jpeg = await sharp(Buffer.from(landscape(i + 2)))
      .jpeg({ quality: 80 })
      .toBuffer();
    const image = await addCompanyImage(tx, actor, 'strip', jpeg);
    await tx.insert(companyStrip).values({ companyId: actor.companyId, imageId: image.id, ...banner });
  }
  return STRIP.length;
}
