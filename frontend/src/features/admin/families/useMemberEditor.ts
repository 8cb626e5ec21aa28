import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import type { AdminUser, UserChanges } from '../../../api/types.ts';
import { getUser, saveUser } from '../../../api/users.ts';
import { useNotifier } from '../../../ui/Notifier.tsx';
import { useAuth } from '../../account/auth/useAuth.ts';

type EditorStatus = 'idle' | 'loading' | 'done' | 'error';

/**
 * A user opened for editing in the administration (GET and PUT /User/{id}). Spec §4: saving the
 * session user, or a member of the session user's family, refreshes the session user.
 */
export function useMemberEditor(userId: number | null, onSaved: (user: AdminUser) => void) {
  const intl = useIntl();
  const notify = useNotifier();
  const auth = useAuth();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [status, setStatus] = useState<EditorStatus>('idle');
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const errorText = (error: unknown, fallback: 'adminFamilies.user.loadError' | 'adminFamilies.user.saveError') =>
    error instanceof ApiError && error.serverMessage ? error.serverMessage : intl.formatMessage({ id: fallback });

  useEffect(() => {
    setUser(null);
    if (userId === null) {
      setStatus('idle');
      return;
    }
    let current = true;
    setStatus('loading');
    getUser(userId).then(
      (loaded) => {
        if (!current) return;
        setUser(loaded);
        setStatus('done');
      },
      (error: unknown) => {
        if (!current) return;
        setStatus('error');
        notify.error(errorText(error, 'adminFamilies.user.loadError'));
      },
    );
    return () => {
      current = false;
    };
    // errorText reads the current language; a language change alone does not reload the user.
  }, [userId, attempt, notify]);

  const save = async (changes: UserChanges): Promise<boolean> => {
    if (userId === null) return false;
    setSaving(true);
    try {
      const saved = await saveUser(userId, changes);
      setUser(saved);
      notify.success(intl.formatMessage({ id: 'adminFamilies.user.saved' }));
      const session = auth.user;
      if (session && (saved.id === session.id || (saved.famId !== null && saved.famId === session.famId))) auth.refreshUser();
      onSaved(saved);
      return true;
    } catch (error) {
      notify.error(errorText(error, 'adminFamilies.user.saveError'));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { user, status, saving, save, retry: () => setAttempt((count) => count + 1) };
}
