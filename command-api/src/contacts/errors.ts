import { AppError, StateConflict } from '@plouf/infra';

export class ContactNotFound extends AppError {
  constructor(contactId: number) {
    super('ContactNotFound', 'FileNotFound', { fr: `Le contact ${contactId} est introuvable`, en: `Contact ${contactId} not found` });
  }
}

export class ContactAlreadyReceived extends StateConflict {
  constructor(contactId: number) {
    super('ContactAlreadyReceived', { fr: `Le contact ${contactId} existe déjà`, en: `Contact ${contactId} already exists` });
  }
}
