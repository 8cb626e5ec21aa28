/**
 * What a person types into a page rendered on the server before its JavaScript has taken over
 * (docs/adr/0011). Hydration keeps the typed text on screen, but the form's state still holds the
 * server's empty value, and React writes that value back into the field on the next render: the
 * text vanishes and the submit says "required". Each field reads its element once, when it is
 * hydrated, and hands what it finds to the form as if it had just been typed.
 */
import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { isServerRendered } from './firstPaint.ts';

/**
 * Read in the hydration's own commit, not after it: a component under the field that sets its
 * state when mounted (Blueprint's input does) renders again before passive effects run, and that
 * render writes the form's empty value into the element. On the server, where layout effects
 * warn and nothing is typed, a plain effect.
 */
const useHydrationCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A text field's hydration: `onTyped` gets the element's text when it differs from `value`.
 *
 * @example
 * const input = useRef<HTMLInputElement>(null);
 * useKeepTypedText(input, value, onChange);
 * <InputGroup inputRef={input} value={value} onValueChange={onChange} />
 */
export function useKeepTypedText(
  element: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onTyped: (typed: string) => void,
): void {
  useHydrationCommitEffect(() => {
    const typed = element.current?.value;
    if (isServerRendered() && typed !== undefined && typed !== value) onTyped(typed);
    // Once, at hydration: later renders are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A checkbox's hydration: `onToggled` is called when the box was ticked or unticked before it. */
export function useKeepTypedCheck(element: RefObject<HTMLInputElement | null>, checked: boolean, onToggled: () => void): void {
  useHydrationCommitEffect(() => {
    const box = element.current;
    if (isServerRendered() && box && box.checked !== checked) onToggled();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * A list's hydration: `onChosen` gets the option the person chose before it when it differs from
 * `value`. Hydration leaves a select as the person left it, but its next render writes the drawn
 * value back (the booking page's pool, chosen while the page waited for its pictures, came back to
 * the first pool).
 */
export function useKeepChosenOption(element: RefObject<HTMLSelectElement | null>, value: string, onChosen: (chosen: string) => void): void {
  useHydrationCommitEffect(() => {
    const chosen = element.current?.value;
    // Read in the commit, handed over just after it: a parent's navigation (the address holding the
    // choice) is only ready once every layout effect of the commit has run.
    if (isServerRendered() && chosen !== undefined && chosen !== value) queueMicrotask(() => onChosen(chosen));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
