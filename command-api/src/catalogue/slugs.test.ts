import { given } from '@plouf/infra/given';
import { describe, it } from 'vitest';
import { slugDecider, type SlugCommand, type SlugEvent } from './slugs.ts';

const now = '2026-11-21T10:00:00.000Z';
const claimedBy = (id: number): SlugEvent => ({ type: 'SlugClaimed', data: { readModel: 'pools', slug: 'lilas', id, at: now } });
const releasedBy = (id: number): SlugEvent => ({ type: 'SlugReleased', data: { readModel: 'pools', slug: 'lilas', id, at: now } });
const claim = (id: number, replacing?: number): SlugCommand => ({ type: 'ClaimSlug', data: { readModel: 'pools', slug: 'lilas', id, now, ...(replacing !== undefined && { replacing }) } });
const release = (id: number): SlugCommand => ({ type: 'ReleaseSlug', data: { readModel: 'pools', slug: 'lilas', id, now } });
const slug = (...past: SlugEvent[]) => given<SlugCommand, SlugEvent, { owner: number | null }>(slugDecider, ...past);

describe('slug decider', () => {
  it('gives a free slug to whoever claims it', () => {
    slug().when(claim(3)).then([claimedBy(3)]);
    slug(claimedBy(5), releasedBy(5)).when(claim(3)).then([claimedBy(3)]);
  });

  it('changes nothing when the holder claims its own slug again', () => {
    slug(claimedBy(3)).when(claim(3)).then([]);
  });

  it('refuses a slug another document holds', () => {
    slug(claimedBy(5)).when(claim(3)).refuses('SlugTaken');
    slug(claimedBy(5)).when(claim(3, 7)).refuses('SlugTaken');
  });

  it('takes over a slug from a holder found to no longer use it', () => {
    slug(claimedBy(5)).when(claim(3, 5)).then([claimedBy(3)]);
  });

  it('releases only the holder', () => {
    slug(claimedBy(3)).when(release(3)).then([releasedBy(3)]);
    slug(claimedBy(5)).when(release(3)).then([]);
    slug().when(release(3)).then([]);
  });
});
