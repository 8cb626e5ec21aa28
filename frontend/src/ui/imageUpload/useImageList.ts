import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { removeMedia, type MediaView } from '../../api/catalogue.ts';
import { ApiError } from '../../api/client.ts';
import { useNotifier } from '../Notifier.tsx';
import { moveItem } from './uploadRules.ts';

/**
 * The changes made to the list of images a card holds. Several may happen before the parent
 * renders again (two uploads landing together): each builds on the latest list, not on the props.
 */
export function useImageList(images: readonly MediaView[], onChange: (next: MediaView[]) => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  const commit = useCallback((next: MediaView[]) => {
    latest.current = next;
    changed.current(next);
  }, []);

  const append = useCallback((media: MediaView) => commit([...latest.current, media]), [commit]);

  const move = useCallback((from: number, to: number) => commit(moveItem(latest.current, from, to)), [commit]);

  const replace = useCallback(
    (media: MediaView) => commit(latest.current.map((candidate) => (candidate.id === media.id ? media : candidate))),
    [commit],
  );

  /**
   * Out of the list at once, then deleted on the server: were the server to fail, the entity
   * still must not name an image that may be gone.
   */
  const remove = useCallback(
    async (media: MediaView) => {
      commit(latest.current.filter((candidate) => candidate.id !== media.id));
      try {
        await removeMedia(media.id);
        notify.success(intl.formatMessage({ id: 'imageUpload.delete.done' }));
      } catch (error) {
        notify.error(error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: 'imageUpload.delete.failed' }));
      }
    },
    [commit, intl, notify],
  );

  return { append, move, replace, remove };
}
