import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feedPatchSchema, feedSchema } from './media-schemas.ts';

describe("a news item's date", () => {
  it('is today (UTC) when left out, and as given otherwise', () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(feedSchema.parse({ title: 'Новость' }).published_at).toBe(today);
    expect(feedSchema.parse({ title: 'Новость', published_at: '2026-01-01' }).published_at).toBe(
      '2026-01-01',
    );
    expect(feedSchema.safeParse({ title: 'Новость', published_at: '01.01.2026' }).success).toBe(false);
  });

  it('a patch that leaves it out leaves it as it is', () => {
    expect(feedPatchSchema.parse({ title: 'Новость' })).not.toHaveProperty('published_at');
  });

  it('is documented without a default, so the published OpenAPI document does not change by the day', () => {
    const schema = z.toJSONSchema(feedSchema, { io: 'input' }) as {
      properties: Record<string, Record<string, unknown>>;
      required?: string[];
    };
    expect(schema.properties.published_at).not.toHaveProperty('default');
    expect(schema.required ?? []).not.toContain('published_at');
  });
});
