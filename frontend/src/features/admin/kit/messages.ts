import { defineMessages } from '../../../i18n/define.ts';

/** Words the back-office catalogue and content screens share (their own words are in each feature's messages). */
export const adminCatalogueMessages = defineMessages({
  'adminCatalogue.list.shown': { fr: '· {count} à l’écran', en: '· {count} shown' },
  'adminCatalogue.form.invalid': {
    fr: 'Certains champs sont à corriger avant d’enregistrer',
    en: 'Some fields need correcting before saving',
  },
  'adminCatalogue.english.title': { fr: 'Version anglaise', en: 'English version' },
  'adminCatalogue.english.help': {
    fr: 'Ce que voient les visiteurs qui lisent le site en anglais. Un champ laissé vide affiche le texte français.',
    en: 'What visitors reading the site in English see. A field left empty shows the French text.',
  },
  'adminCatalogue.english.french': { fr: 'En français : {text}', en: 'In French: {text}' },
  'adminCatalogue.english.label': { fr: '{name} (anglais)', en: '{name} (English)' },
  'adminCatalogue.english.bodyPlaceholder': {
    fr: 'Vide : le texte français est affiché',
    en: 'Empty: the French text is shown',
  },
  'adminCatalogue.form.otherErrors': { fr: 'Le serveur a refusé ces valeurs', en: 'The server refused these values' },
  'adminCatalogue.form.stale': {
    fr: 'Cette fiche vient d’être modifiée par un autre administrateur.',
    en: 'Another administrator has just changed this record.',
  },
  'adminCatalogue.form.reloadStale': { fr: 'Charger sa version (vos modifications seront perdues)', en: 'Load their version (your changes will be lost)' },
  'adminCatalogue.form.unsaved': { fr: 'Modifications non enregistrées', en: 'Unsaved changes' },
  'adminCatalogue.form.newBadge': { fr: 'Nouveau', en: 'New' },
  'adminCatalogue.form.view': { fr: 'Voir sur le site', en: 'View on the site' },
  'adminCatalogue.field.enabled': { fr: 'Actif', en: 'Enabled' },
  'adminCatalogue.field.disabled': { fr: 'Inactif', en: 'Disabled' },
  'adminCatalogue.validation.postalCode': { fr: 'Le code postal compte 5 chiffres', en: 'The postal code has 5 digits' },
  'adminCatalogue.pick.none': { fr: 'Aucun choix possible pour l’instant', en: 'Nothing to choose from yet' },
  'adminCatalogue.pick.loadFailed': { fr: 'La liste n’a pas pu être chargée', en: 'The list could not be loaded' },
  'adminCatalogue.pick.count': {
    fr: '{count, plural, =0 {aucun sélectionné} one {# sélectionné} other {# sélectionnés}}',
    en: '{count, plural, =0 {none selected} one {# selected} other {# selected}}',
  },
  'adminCatalogue.group.children': { fr: 'Enfants', en: 'Children' },
  'adminCatalogue.group.adults': { fr: 'Adultes', en: 'Adults' },
  'adminCatalogue.age.from': { fr: 'dès {age}', en: 'from {age}' },
  'adminCatalogue.pick.unknown': { fr: 'n°{id} (introuvable)', en: '#{id} (not found)' },
});
