import { AppError, StateConflict } from '@plouf/infra';
import type { DocumentKind } from './events.ts';

const NAMES: Record<DocumentKind, { fr: string; en: string }> = {
  Pool: { fr: 'La piscine', en: 'Pool' },
  Activity: { fr: "L'activité", en: 'Activity' },
  Pass: { fr: 'Le forfait', en: 'Pass' },
  Mns: { fr: 'Le MNS', en: 'Instructor' },
  Page: { fr: 'La page', en: 'Page' },
  BlogPost: { fr: "L'article", en: 'Blog post' },
};

export class DocumentNotFound extends AppError {
  constructor(kind: DocumentKind, id: number) {
    super(`${kind}NotFound`, 'FileNotFound', { fr: `${NAMES[kind].fr} ${id} est introuvable`, en: `${NAMES[kind].en} ${id} not found` });
  }
}

export class DocumentAlreadyExists extends StateConflict {
  constructor(kind: DocumentKind, id: number) {
    super(`${kind}AlreadyExists`, { fr: `${NAMES[kind].fr} ${id} existe déjà`, en: `${NAMES[kind].en} ${id} already exists` });
  }
}
