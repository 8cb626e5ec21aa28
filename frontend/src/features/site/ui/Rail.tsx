import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** The id of the enclosing section's title, so a rail inside it can take it as its name. */
export const SectionTitleId = createContext<string | undefined>(undefined);

/**
 * A list swiped sideways on a phone (`.site-rail`, overflowing the screen's width).
 *
 * A keyboard cannot scroll a box it cannot focus, so while the list overflows it is a tab stop
 * (arrow keys then scroll it) and a named group — named after its section's title. On a wide
 * screen, where the same list wraps and does not scroll, it is no tab stop. Whether it overflows is
 * measured after the first paint: a server-rendered page hydrates with the same markup.
 */
export function Rail({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const labelledBy = useContext(SectionTitleId);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={`${className} site-rail`}
      {...(scrolls && { tabIndex: 0, role: 'group', 'aria-labelledby': labelledBy })}
    >
      {children}
    </div>
  );
}
