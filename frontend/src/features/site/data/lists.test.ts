import { describe, expect, it } from 'vitest';
import type { BlogPostView } from '../../../api/catalogue.ts';
import { isPublished } from './lists.ts';

const post = (blgDatpub: string | null) => ({ blgDatpub }) as BlogPostView;

describe('public visibility', () => {
  it('shows a post from its publication day, never a draft', () => {
    expect(isPublished(post('2026-11-21'), '2026-11-21')).toBe(true);
    expect(isPublished(post('2026-11-22'), '2026-11-21')).toBe(false);
    expect(isPublished(post(null), '2026-11-21')).toBe(false);
  });
});
