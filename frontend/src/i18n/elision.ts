import type { ReactNode } from 'react';
import { deName, queName } from '@plouf/command-api/french';

type Chunks = Array<string | ReactNode>;

/** A tag of the French catalogue that writes its word before the name it wraps, elided when French elides it. */
const elided = (write: (name: string) => string, word: string) => (chunks: Chunks) =>
  chunks.every((chunk) => typeof chunk === 'string') ? write(chunks.join('')) : [`${word} `, ...chunks];

/**
 * French elision before a name (issue 41, "le cours de Adam"): the French catalogue writes
 * `le cours <de>{name}</de>`, which shows `le cours de Léa` or `le cours d’Adam` (`<que>` likewise).
 */
export const ELISION_TAGS = { de: elided(deName, 'de'), que: elided(queName, 'que') };

/** react-intl warns that tags work best with precompiled messages; ours are plain on purpose: only that warning is left out. */
export const onIntlWarning = (warning: string) => {
  if (!warning.includes('defaultRichTextElements')) console.warn(warning);
};
