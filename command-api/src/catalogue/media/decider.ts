import type { Decider } from '@plouf/infra';
import { DEFAULT_MEDIA_ID, type MediaEvent, type MediaUploaded } from './events.ts';
import { DefaultImageProtected, MediaAlreadyExists, MediaNotFound } from './errors.ts';

export type MediaCommand =
  | { type: 'RecordUpload'; data: Omit<MediaUploaded['data'], 'at'> & { now: string } }
  /** `englishTitle` undefined: the English stays as it was. */
  | { type: 'RetitleMedia'; data: { mediaId: number; title: string; copyright: string; englishTitle?: string | undefined; now: string } }
  | { type: 'RemoveMedia'; data: { mediaId: number; now: string } };

export type MediaState = { status: 'none' } | { status: 'present'; title: string; copyright: string; englishTitle: string } | { status: 'removed' };

/**
 * @example
 * mediaDecider.decide({ type: 'RemoveMedia', data: { mediaId: 1, now } }, present); // throws DefaultImageProtected
 */
export const mediaDecider: Decider<MediaCommand, MediaEvent, MediaState> = {
  initialState: () => ({ status: 'none' }),
  decide(command, state) {
    const { mediaId, now } = command.data;
    if (command.type === 'RecordUpload') {
      if (state.status !== 'none') throw new MediaAlreadyExists(mediaId);
      const { now: _now, ...fields } = command.data;
      return [{ type: 'MediaUploaded', data: { ...fields, at: now } }];
    }
    if (state.status !== 'present') throw new MediaNotFound(mediaId);
    if (mediaId === DEFAULT_MEDIA_ID) throw new DefaultImageProtected();
    if (command.type === 'RemoveMedia') return [{ type: 'MediaRemoved', data: { mediaId, at: now } }];
    const { title, copyright } = command.data;
    const englishTitle = command.data.englishTitle ?? state.englishTitle;
    if (title === state.title && copyright === state.copyright && englishTitle === state.englishTitle) return [];
    return [{ type: 'MediaRetitled', data: { mediaId, title, copyright, englishTitle, at: now } }];
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MediaUploaded':
        return { status: 'present', title: event.data.title, copyright: event.data.copyright, englishTitle: '' };
      case 'MediaRetitled':
        return state.status === 'present' ? { ...state, title: event.data.title, copyright: event.data.copyright, englishTitle: event.data.englishTitle ?? state.englishTitle } : state;
      case 'MediaRemoved':
        return { status: 'removed' };
    }
  },
};
