import { useEffect, useRef } from 'react';

/**
 * Brings the first invalid field of a form into view and focus each time `request` grows (a
 * refused save), once the errors it causes are on screen.
 *
 * @example
 * const formRef = useFocusFirstInvalid(detail.invalidShown);
 * <form ref={formRef}>…</form>
 */
export function useFocusFirstInvalid(request: number) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (request === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center' });
    invalid?.focus({ preventScroll: true });
  }, [request]);
  return formRef;
}
