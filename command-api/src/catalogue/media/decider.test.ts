import { given as givenEvents } from '@plouf/infra/given';
import { describe, it } from 'vitest';
import { mediaDecider, type MediaCommand, type MediaState } from './decider.ts';
import type { MediaEvent } from './events.ts';

const now = '2026-11-21T10:00:00.000Z';
const upload = (mediaId: number): MediaEvent => ({
  type: 'MediaUploaded',
  data: { mediaId, title: 'Bassin', copyright: '', fileName: 'b.jpg', slug: `bassin-${mediaId}`, ext: '.jpg', mime: 'image/jpeg', width: 10, height: 10, size: 100, sha256: 'abc', at: now },
});

const given = (...past: MediaEvent[]) => givenEvents<MediaCommand, MediaEvent, MediaState>(mediaDecider, ...past);

describe('media decider', () => {
  it('retitles, and retitling with the same words records nothing', () => {
    given(upload(7)).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Grand bassin', copyright: '© Plouf', now } }).then([
      { type: 'MediaRetitled', data: { mediaId: 7, title: 'Grand bassin', copyright: '© Plouf', englishTitle: '', at: now } },
    ]);
    given(upload(7)).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Bassin', copyright: '', now } }).then([]);
  });

  it('records the English title beside the French, and keeps it when none is sent', () => {
    const english: MediaEvent = { type: 'MediaRetitled', data: { mediaId: 7, title: 'Bassin', copyright: '', englishTitle: 'Pool', at: now } };
    given(upload(7)).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Bassin', copyright: '', englishTitle: 'Pool', now } }).then([english]);
    given(upload(7), english).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Bassin', copyright: '', now } }).then([]);
    given(upload(7), english).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Grand bassin', copyright: '', now } }).then([
      { type: 'MediaRetitled', data: { mediaId: 7, title: 'Grand bassin', copyright: '', englishTitle: 'Pool', at: now } },
    ]);
    // An event recorded before English titles existed folds with none.
    const old: MediaEvent = { type: 'MediaRetitled', data: { mediaId: 7, title: 'Bassin', copyright: '', at: now } };
    given(upload(7), old).when({ type: 'RetitleMedia', data: { mediaId: 7, title: 'Bassin', copyright: '', englishTitle: '', now } }).then([]);
  });

  it('removes an image, after which it is not found', () => {
    const removed: MediaEvent = { type: 'MediaRemoved', data: { mediaId: 7, at: now } };
    given(upload(7)).when({ type: 'RemoveMedia', data: { mediaId: 7, now } }).then([removed]);
    given(upload(7), removed).when({ type: 'RemoveMedia', data: { mediaId: 7, now } }).refuses('MediaNotFound');
  });

  it('never changes or removes the default image', () => {
    given(upload(1)).when({ type: 'RemoveMedia', data: { mediaId: 1, now } }).refuses('DefaultImageProtected');
    given(upload(1)).when({ type: 'RetitleMedia', data: { mediaId: 1, title: 'x', copyright: '', now } }).refuses('DefaultImageProtected');
  });
});
