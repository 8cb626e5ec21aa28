import { AppError } from '@plouf/infra';

/** The decider's own check of the input schema (the route's schema refuses the same first): malformed, 400. */
export class PrivacySettingsInvalid extends AppError {
  constructor() {
    super('PrivacySettingsInvalid', 'InvalidModelState', {
      fr: 'Les durées de conservation vont de 1 à 120 mois pour les demandes de contact, de 1 à 365 jours pour les inscriptions non validées, de 1 à 20 ans pour les familles inactives',
      en: 'Retention periods range from 1 to 120 months for contact requests, 1 to 365 days for unvalidated sign-ups, 1 to 20 years for inactive families',
    });
  }
}
