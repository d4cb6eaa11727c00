import { describe, expect, it } from 'vitest';
import '../../../i18n/appStrings.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { catalogueManifest } from './catalogueManifest.ts';
import { catalogueNav } from './catalogueNav.ts';

/** Every text the generic page and form look up by a name from the manifest. */
function textsNamed(): string[] {
  return catalogueManifest.flatMap((def) => [
    ...['title', 'add', 'createTitle', 'editTitle', 'emptyTitle', 'emptyDescription'].map(
      (text) => `${def.key}.${text}`,
    ),
    ...def.fields.flatMap((field) => [
      `${def.key}.fields.${field.name}`,
      ...(field.kind === 'enum'
        ? field.options.map((option) => `${def.key}.kinds.${field.name}.${option}`)
        : []),
    ]),
    ...def.columns.flatMap((column) => {
      if (column.kind === 'active') return [];
      if (column.kind === 'priceRange') return [`${def.key}.columns.${column.header}`];
      return [`${def.key}.fields.${column.name}`];
    }),
  ]);
}

describe('the catalogue manifest', () => {
  it('names only texts that ru.ts has, so no raw key reaches the screen', () => {
    const missing = textsNamed().filter((key) => !i18n.exists(key));
    expect(missing).toEqual([]);
  });

  it('has a screen for every catalogue the navbar lists, in its order', () => {
    expect(catalogueManifest.map((def) => def.key)).toEqual(catalogueNav.map((nav) => nav.key));
  });

  it('gives every catalogue its own key, route and API path', () => {
    for (const field of ['key', 'route', 'path'] as const) {
      const values = catalogueManifest.map((def) => def[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    for (const def of catalogueManifest) {
      expect(def.route).toMatch(/^\/admin\/[a-z-]+$/);
      expect(def.path).toMatch(/^\/api\/v2\/.+\/$/);
    }
  });

  it('shows in each list a column of every enum field, by its Russian label', () => {
    for (const def of catalogueManifest) {
      const enums = def.fields.filter((field) => field.kind === 'enum').map((field) => field.name);
      const shown = def.columns.filter((column) => column.kind === 'enum').map((column) => column.name);
      expect(shown, def.key).toEqual(enums);
    }
  });
});
