import { useRef } from 'react';
import { newActionKey, wasRefused } from '../api/client.ts';

/**
 * The `Idempotency-Key` of one user action. Sending the same content again (a double click, a retry
 * after a lost answer) keeps the key, so the server acts once; new content, a new action after a
 * success, or the same content after the server refused it (it keeps that answer) gets a new one.
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
      if (current.current?.content !== text || wasRefused(current.current.key)) current.current = { content: text, key: newActionKey() };
      return current.current.key;
    },
    done() {
      current.current = null;
    },
  };
}
