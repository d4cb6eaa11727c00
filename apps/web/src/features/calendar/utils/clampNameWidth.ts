import { gridLayout } from './gridLayout.ts';

/** The room-name column can be widened between 100 and 200 px (specification 2.1). */
export function clampNameWidth(width: number): number {
  return Math.min(gridLayout.maxNameWidth, Math.max(gridLayout.minNameWidth, Math.round(width)));
}
