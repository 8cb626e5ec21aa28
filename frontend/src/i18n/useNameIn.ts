import { nameIn, type Translatable } from '../lib/localized.ts';
import { useLocale } from './LocaleProvider.tsx';

/** `nameIn` for the page's language: a catalogue name embedded in a view, in the reader's language. */
export function useNameIn(): (named: { libelle: string } & Translatable) => string {
  const { locale } = useLocale();
  return (named) => nameIn(named, locale);
}

/** A course's level as its view names it (French, and English when the desk wrote it), in the page's language; '' for any level. */
export function useLevelName(): (course: { levelName?: string | undefined; levelEnglishName?: string | undefined }) => string {
  const { locale } = useLocale();
  return (course) => (locale === 'en' && course.levelEnglishName?.trim() ? course.levelEnglishName : (course.levelName ?? ''));
}
