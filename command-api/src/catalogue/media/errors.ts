import { AppError, RuleRefused, StateConflict } from '@plouf/infra';

export class NotAnImage extends RuleRefused {
  constructor() {
    const text = { fr: 'Seules les images JPEG, PNG, WebP ou GIF sont acceptées', en: 'Only JPEG, PNG, WebP or GIF images are accepted' };
    super('NotAnImage', text, { data: text });
  }
}

export class UploadTooLarge extends RuleRefused {
  constructor(maxBytes: number) {
    const megabytes = Math.round(maxBytes / 1024 / 1024);
    const text = { fr: `L'image dépasse la taille maximale de ${megabytes} Mo`, en: `The image exceeds the maximum size of ${megabytes} MB` };
    super('UploadTooLarge', text, { data: text });
  }
}

/** No file part, or not a multipart request: malformed (400). */
export class NoFile extends AppError {
  constructor() {
    const text = { fr: 'Aucun fichier reçu (champ « data »)', en: 'No file received (field "data")' };
    super('NoFile', 'InvalidModelState', text, { data: text });
  }
}

/** An image id already taken (a repeat of an upload recorded already): 409. */
export class MediaAlreadyExists extends StateConflict {
  constructor(mediaId: number) {
    super('MediaAlreadyExists', { fr: `L'image ${mediaId} existe déjà`, en: `Image ${mediaId} already exists` });
  }
}

export class MediaNotFound extends AppError {
  constructor(mediaId: number) {
    super('MediaNotFound', 'FileNotFound', { fr: `L'image ${mediaId} est introuvable`, en: `Image ${mediaId} not found` });
  }
}

export class DefaultImageProtected extends AppError {
  constructor() {
    super('DefaultImageProtected', 'AccessForbidden', { fr: "L'image par défaut ne peut être ni modifiée ni supprimée", en: 'The default image cannot be changed or deleted' });
  }
}

/** A multipart body that could not be read: malformed (400). */
export class BadUpload extends AppError {
  constructor() {
    super('BadUpload', 'InvalidModelState', { fr: "L'envoi du fichier a échoué", en: 'The upload failed' });
  }
}
