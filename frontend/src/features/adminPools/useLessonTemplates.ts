import { useRef } from 'react';
import { newLessonTemplate, type LessonTemplateInput } from '../../api/catalogue.ts';

/**
 * The rows of a pool's weekly lesson editor: add (with the spec's defaults), remove, change one.
 * Each row keeps a key of its own while rows come and go, so React keeps the right inputs (new
 * lessons have no id yet).
 */
export function useLessonTemplates(templates: readonly LessonTemplateInput[], onChange: (templates: LessonTemplateInput[]) => void) {
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  /** The row just added, whose first control takes the focus. */
  const added = useRef<number | null>(null);

  while (keys.current.length < templates.length) keys.current.push(nextKey.current++);
  keys.current.length = templates.length;

  const add = () => {
    added.current = nextKey.current;
    onChange([...templates, newLessonTemplate()]);
  };
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onChange(templates.filter((_, position) => position !== index));
  };
  const update = (index: number, patch: Partial<LessonTemplateInput>) =>
    onChange(templates.map((template, position) => (position === index ? { ...template, ...patch } : template)));

  return {
    rows: templates.map((template, index) => ({ key: keys.current[index]!, template, index, focus: keys.current[index] === added.current })),
    add,
    remove,
    update,
  };
}

/** `HH:MM`, as the lesson's summary shows it. */
export const timeText = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** Every five minutes, and the lesson's own minute when it is not one of them. */
export function minuteOptions(current: number): number[] {
  const steps = Array.from({ length: 12 }, (_, step) => step * 5);
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}
