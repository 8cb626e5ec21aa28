import { useCallback, useRef } from 'react';

/**
 * Gives the focus back to the control that opened a dialog, once the dialog is gone.
 *
 * Blueprint's overlays do this when they close themselves, but a dialog that the page unmounts
 * (one shown while an address says so) leaves the focus on the page's body: a keyboard user
 * starts again from the top. `remember()` when opening, `restore()` after closing.
 */
export function useFocusReturn(): { remember: () => void; restore: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  const restore = useCallback(() => {
    const target = opener.current;
    opener.current = null;
    // After the dialog's own unmounting, which may move the focus last.
    if (target) requestAnimationFrame(() => { if (target.isConnected) target.focus(); });
  }, []);
  return { remember, restore };
}
