import { nameIn, type Translatable } from '../lib/localized.ts';
import { useLocale } from './LocaleProvider.tsx';

/** `nameIn` for the page's language: a catalogue name embedded in a view, in the reader's language. */
export function useNameIn(): (named: { libelle: string } & Translatable) => string {
  const { locale } = useLocale();
  return (named) => nameIn(named, locale);
}
