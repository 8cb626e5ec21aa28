import { describe, expect, it } from 'vitest';
import { mediaDecider, type MediaCommand } from './decider.ts';
import { DefaultImageProtected, MediaNotFound } from './errors.ts';
import type { MediaEvent } from './events.ts';

const now = '2026-11-21T10:00:00.000Z';
const upload = (mediaId: number): MediaEvent => ({
  type: 'MediaUploaded',
  data: { mediaId, title: 'Bassin', copyright: '', fileName: 'b.jpg', slug: `bassin-${mediaId}`, ext: '.jpg', mime: 'image/jpeg', width: 10, height: 10, size: 100, sha256: 'abc', at: now },
});

function given(...events: MediaEvent[]) {
  const state = events.reduce(mediaDecider.evolve, mediaDecider.initialState());
  return { when: (command: MediaCommand) => () => mediaDecider.decide(command, state) };
}

describe('media decider', () => {
  it('retitles, and retitling with the same words records nothing', () => {
    expect(given(upload(7)).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Grand bassin', copyright: '© Plouf', now } })()).toEqual([
      { type: 'MediaRetitled', data: { mediaId: 7, title: 'Grand bassin', copyright: '© Plouf', at: now } },
    ]);
    expect(given(upload(7)).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Bassin', copyright: '', now } })()).toEqual([]);
  });

  it('removes an image, after which it is not found', () => {
    const removed: MediaEvent = { type: 'MediaRemoved', data: { mediaId: 7, at: now } };
    expect(given(upload(7)).when({ type: 'RemoveMedia', data: { mediaId: 7, now } })()).toEqual([removed]);
    expect(given(upload(7), removed).when({ type: 'RemoveMedia', data: { mediaId: 7, now } })).toThrow(MediaNotFound);
  });

  it('never changes or removes the default image', () => {
    expect(given(upload(1)).when({ type: 'RemoveMedia', data: { mediaId: 1, now } })).toThrow(DefaultImageProtected);
    expect(given(upload(1)).when({ type: 'RetitleMedia', data: { mediaId: 1, title: 'x', copyright: '', now } })).toThrow(DefaultImageProtected);
  });
});
