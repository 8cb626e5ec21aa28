import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'done'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: Error };

/**
 * Runs `load` when `key` changes (and on `reload()`), keeping the last data while reloading.
 * Answers of a superseded run are dropped.
 *
 * @example
 * const { state, reload } = useAsync(() => getContact(id), `contact:${id}`);
 */
export function useAsync<T>(load: () => Promise<T>, key: string): { state: AsyncState<T>; reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [run, setRun] = useState(0);
  // `load` is a fresh closure each render; `key` says when it means something new.
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    latest.current().then(
      (data) => current && setState({ status: 'done', data }),
      (error: unknown) => current && setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [key, run]);

  return { state, reload: useCallback(() => setRun((count) => count + 1), []) };
}
