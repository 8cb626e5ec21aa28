import { useEffect } from 'react';
import { useAuthActor } from './AuthProvider.tsx';

/** A form starts without the outcome of an earlier visit, and leaves none behind. */
export function useFreshStatus(): void {
  const actor = useAuthActor();
  useEffect(() => {
    actor.send({ type: 'auth.clearStatus' });
    return () => actor.send({ type: 'auth.clearStatus' });
  }, [actor]);
}
