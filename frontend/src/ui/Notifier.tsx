import { OverlayToaster, Position, type Intent } from '@blueprintjs/core';
import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useIsMobile } from './useIsMobile.ts';

/** Spec §9: snack duration. */
export const NOTIFICATION_TIMEOUT_MS = 4000;

export interface Notifier {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
}

const NotifierContext = createContext<Notifier | null>(null);

/**
 * The one place where screens report outcomes: a Blueprint toaster, 4000 ms per toast. At the top
 * of a desktop's window; at the bottom of a phone's, where a toast would otherwise cover the header
 * (its menu and cart) for four seconds.
 */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<OverlayToaster>(null);
  const mobile = useIsMobile();
  const notifier = useMemo<Notifier>(() => {
    const show = (intent: Intent, icon: 'tick-circle' | 'error' | 'info-sign') => (message: string) =>
      toaster.current?.show({ message, intent, icon, timeout: NOTIFICATION_TIMEOUT_MS });
    return { success: show('success', 'tick-circle'), error: show('danger', 'error'), info: show('primary', 'info-sign') };
  }, []);
  return (
    <NotifierContext.Provider value={notifier}>
      {children}
      <OverlayToaster ref={toaster} position={mobile ? Position.BOTTOM : Position.TOP} maxToasts={4} />
    </NotifierContext.Provider>
  );
}

export function useNotifier(): Notifier {
  const notifier = useContext(NotifierContext);
  if (!notifier) throw new Error('useNotifier must be used inside <NotifierProvider>');
  return notifier;
}
