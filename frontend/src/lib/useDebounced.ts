import { useEffect, useState } from 'react';

/**
 * The value, once it has stopped changing for `ms`: a search typed letter by letter asks the
 * server once, when the typing pauses.
 *
 * @example
 * const search = useDebounced(state.search, 300);
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
