import { useRef } from 'react';
import { newActionKey } from '../api/client.ts';

/**
 * The `Idempotency-Key` of one user action. Sending the same content again (a double click, a retry
 * after an error or a lost answer) keeps the key, so the server acts once; new content, or a new
 * action after a success, gets a new one.
 *
 * @example
 * const action = useActionKey();
 * await sendContact(values, action.keyFor(values));
 * action.done();
 */
export function useActionKey() {
  const current = useRef<{ content: string; key: string } | null>(null);
  return {
    keyFor(content: unknown): string {
      const text = JSON.stringify(content) ?? '';
      if (current.current?.content !== text) current.current = { content: text, key: newActionKey() };
      return current.current.key;
    },
    done() {
      current.current = null;
    },
  };
}
