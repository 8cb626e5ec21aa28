import { useCallback, useRef, type FocusEvent } from 'react';

type Editable = HTMLInputElement | HTMLTextAreaElement;

interface Target {
  element: Editable;
  /** Whether the field is HTML (a body, a frame), where an HTML value takes three braces. */
  html: boolean;
  apply: (value: string) => void;
}

/**
 * Where a variable clicked in the list goes: the cursor of the field last focused. Clicking the
 * list takes the focus away, so the field is remembered on focus rather than read on click. A field
 * no longer on screen (the other language's tab) does not count: the caller copies the text then.
 */
export function useInsertion() {
  const target = useRef<Target | null>(null);

  /** The props a field is given to be an insertion target; `apply` stores its new value. */
  const track = useCallback(
    (html: boolean, apply: (value: string) => void) => ({
      onFocus: (event: FocusEvent<Editable>) => {
        target.current = { element: event.currentTarget, html, apply };
      },
    }),
    [],
  );

  /** Whether a field can take an insertion now, and whether it is HTML. */
  const current = (): Target | undefined => {
    const found = target.current;
    return found && found.element.isConnected && found.element.offsetParent !== null ? found : undefined;
  };

  /** Writes `text` over the field's selection and puts the cursor after it; false when no field takes it. */
  const insert = (text: string): boolean => {
    const found = current();
    if (!found) return false;
    const { element } = found;
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? start;
    found.apply(element.value.slice(0, start) + text + element.value.slice(end));
    // After React has written the new value, or the cursor would land on the old text's end.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + text.length, start + text.length);
    });
    return true;
  };

  return { track, current, insert };
}

export type Insertion = ReturnType<typeof useInsertion>;
