import { defineMessages } from '../../../i18n/define.ts';

/** A member's care details (issue 26): the family's /profil and the desk's family page. */
export const careMessages = defineMessages({
  'care.action.open': { fr: 'Santé et urgence', en: 'Health and emergency' },
  'care.action.openLabel': { fr: 'Santé et urgence <de>{name}</de>', en: 'Health and emergency of {name}' },
  'care.dialog.title': { fr: 'Santé et urgence · {name}', en: 'Health and emergency · {name}' },
  'care.dialog.intro': {
    fr: 'Ce que le maître-nageur doit savoir pour <que>{name}</que> nage en sécurité. Le maître-nageur des cours <de>{name}</de> voit ces informations, ainsi que l’accueil de l’école.',
    en: 'What the instructor needs to know for {name} to swim safely. The instructor of {name}’s lessons sees these details, and so does the school’s desk.',
  },
  'care.dialog.updated': { fr: 'Mis à jour le {date}', en: 'Updated on {date}' },
  'care.dialog.never': { fr: 'Rien n’est encore renseigné.', en: 'Nothing filled in yet.' },
  'care.dialog.loadError': { fr: 'Erreur lors du chargement des informations de santé', en: 'Error while loading the health details' },
  'care.dialog.saveError': { fr: 'Erreur lors de l’enregistrement des informations de santé', en: 'Error while saving the health details' },
  'care.dialog.saved': { fr: 'Santé et urgence enregistrées pour {name}', en: 'Health and emergency details saved for {name}' },
  'care.field.medicalNotes': { fr: 'Informations médicales', en: 'Medical notes' },
  'care.field.medicalHelp': { fr: 'Asthme, épilepsie, traitement en cours… Laissez vide s’il n’y a rien à signaler.', en: 'Asthma, epilepsy, current treatment… Leave empty if there is nothing to report.' },
  'care.field.allergies': { fr: 'Allergies', en: 'Allergies' },
  'care.field.emergency': { fr: 'Personne à prévenir en cas d’urgence', en: 'Emergency contact' },
  'care.field.emergencyName': { fr: 'Nom', en: 'Name' },
  'care.field.emergencyPhone': { fr: 'Téléphone', en: 'Phone' },
  'care.field.photoConsent': { fr: 'Photos autorisées pendant les cours (droit à l’image)', en: 'Photos allowed during lessons (image rights)' },
});
