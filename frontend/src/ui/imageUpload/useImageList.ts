import { useCallback, useEffect, useRef } from 'react';
import type { MediaView } from '../../api/catalogue.ts';
import { moveItem } from './uploadRules.ts';

/**
 * The changes made to the list of images a card holds. Several may happen before the parent
 * renders again (two uploads landing together): each builds on the latest list, not on the props.
 */
export function useImageList(images: readonly MediaView[], onChange: (next: MediaView[]) => void) {
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
   * Out of the list only: the entity's own save detaches the image, so leaving the form without
   * saving keeps it. The media stays in the library (the media screen deletes it for good).
   */
  const remove = useCallback((media: MediaView) => commit(latest.current.filter((candidate) => candidate.id !== media.id)), [commit]);

  return { append, move, replace, remove };
}
