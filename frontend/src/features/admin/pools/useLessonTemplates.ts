import { useRef } from 'react';
import type { LessonTemplateInput } from '../../../api/catalogue.ts';
import type { LoadStatus } from '../../../api/catalogueCache.ts';
import { newLesson, type LessonNeed } from './newLesson.ts';

/** An activity or an instructor a lesson may name. */
export interface Choice {
  id: number;
  label: string;
}

/** The activities or the MNS offered, as loaded. */
export interface ChoiceList {
  options: readonly Choice[];
  status: LoadStatus;
}

/**
 * The rows of a pool's weekly lesson editor: add (with the spec's defaults, see newLesson.ts),
 * remove, change one. Each row keeps a key of its own while rows come and go, so React keeps the
 * right inputs (new lessons have no id yet). `needs` tells, once both lists are loaded, what this
 * install lacks for a lesson to be added at all.
 */
export function useLessonTemplates(
  templates: readonly LessonTemplateInput[],
  onChange: (templates: LessonTemplateInput[]) => void,
  choices: { activities: ChoiceList; instructors: ChoiceList },
) {
  const keys = useRef<number[]>([]);
  const nextKey = useRef(0);
  /** The row just added, whose first control takes the focus. */
  const added = useRef<number | null>(null);

  while (keys.current.length < templates.length) keys.current.push(nextKey.current++);
  keys.current.length = templates.length;

  const ids = (list: ChoiceList) => list.options.map((choice) => choice.id);
  const lesson = newLesson(ids(choices.activities), ids(choices.instructors));
  const loaded = choices.activities.status === 'done' && choices.instructors.status === 'done';
  const needs: LessonNeed[] = lesson.kind === 'missing' && loaded ? lesson.needs : [];

  const add = () => {
    if (lesson.kind !== 'ready') return;
    added.current = nextKey.current;
    onChange([...templates, lesson.template]);
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
    canAdd: lesson.kind === 'ready',
    needs,
    remove,
    update,
  };
}

export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

/** Every five minutes, and the lesson's own minute when it is not one of them. */
export function minuteOptions(current: number): number[] {
  const steps = Array.from({ length: 12 }, (_, step) => step * 5);
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}
