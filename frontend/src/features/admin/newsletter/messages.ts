import { defineMessages } from '../../../i18n/define.ts';

export const adminNewsletterMessages = defineMessages({
  'adminNewsletter.list.title': { fr: 'Inscrits à la newsletter', en: 'Newsletter subscribers' },
  'adminNewsletter.list.search': { fr: 'Rechercher une adresse', en: 'Search an address' },
  'adminNewsletter.list.count': {
    fr: '{count, plural, =0 {Aucune inscription} one {# inscription} other {# inscriptions}}',
    en: '{count, plural, =0 {No subscribers} one {# subscriber} other {# subscribers}}',
  },
  'adminNewsletter.list.active': {
    fr: '{count, plural, =0 {aucune validée} one {# validée} other {# validées}}',
    en: '{count} validated',
  },
  'adminNewsletter.list.selected': {
    fr: '{count, plural, one {# inscription sélectionnée} other {# inscriptions sélectionnées}}',
    en: '{count, plural, one {# subscriber selected} other {# subscribers selected}}',
  },
  'adminNewsletter.list.selectAll': { fr: 'Tout sélectionner sur la page', en: 'Select all on the page' },
  'adminNewsletter.list.selectRow': { fr: 'Sélectionner {email}', en: 'Select {email}' },
  'adminNewsletter.list.new': { fr: 'Nouveau', en: 'New' },
  'adminNewsletter.list.export': { fr: 'Exporter les adresses validées (CSV)', en: 'Export the validated addresses (CSV)' },
  'adminNewsletter.sort.date': { fr: "Date d'inscription", en: 'Sign-up date' },
  'adminNewsletter.sort.email': { fr: 'Adresse', en: 'Address' },
  'adminNewsletter.sort.status': { fr: 'Statut', en: 'Status' },
  'adminNewsletter.column.email': { fr: 'Adresse', en: 'Address' },
  'adminNewsletter.column.status': { fr: 'Statut', en: 'Status' },
  'adminNewsletter.column.added': { fr: 'Inscription', en: 'Signed up' },
  'adminNewsletter.column.validated': { fr: 'Validation', en: 'Validated' },
  'adminNewsletter.column.language': { fr: 'Langue', en: 'Language' },
  'adminNewsletter.column.receives': { fr: 'Reçoit', en: 'Receives' },
  'adminNewsletter.status.active': { fr: 'Validé', en: 'Validated' },
  'adminNewsletter.status.pending': { fr: 'En attente', en: 'Pending' },
  'adminNewsletter.status.disabled': { fr: 'Désactivé', en: 'Disabled' },
  'adminNewsletter.status.unsubscribed': { fr: 'Désinscrit', en: 'Unsubscribed' },
  'adminNewsletter.language.fr': { fr: 'Français', en: 'French' },
  'adminNewsletter.language.en': { fr: 'Anglais', en: 'English' },
  'adminNewsletter.date.added': { fr: 'Inscrit le {date}', en: 'Signed up on {date}' },
  'adminNewsletter.date.unsubscribed': { fr: 'le {date}', en: 'on {date}' },
  'adminNewsletter.toggle.label': { fr: '{email} reçoit la newsletter', en: '{email} receives the newsletter' },
  'adminNewsletter.toggle.unsubscribed': {
    fr: 'Désinscrit par la personne elle-même : elle seule peut se réinscrire',
    en: 'Unsubscribed by the person: only they can sign up again',
  },
  'adminNewsletter.action.validate': { fr: 'Valider', en: 'Validate' },
  'adminNewsletter.action.disable': { fr: 'Désactiver', en: 'Disable' },
  'adminNewsletter.confirm.deleteTitle': { fr: 'Supprimer les abonnés choisis ?', en: 'Delete the chosen subscribers?' },
  'adminNewsletter.action.delete': { fr: 'Supprimer', en: 'Delete' },
  'adminNewsletter.confirm.delete': {
    fr: 'Supprimer définitivement {count, plural, one {cette inscription} other {ces # inscriptions}} ?',
    en: 'Delete {count, plural, one {this subscriber} other {these # subscribers}} for good?',
  },
  'adminNewsletter.notify.validate': {
    fr: '{count, plural, one {# adresse validée} other {# adresses validées}}',
    en: '{count, plural, one {# address validated} other {# addresses validated}}',
  },
  'adminNewsletter.notify.disable': {
    fr: '{count, plural, one {# adresse désactivée} other {# adresses désactivées}}',
    en: '{count, plural, one {# address disabled} other {# addresses disabled}}',
  },
  'adminNewsletter.notify.delete': {
    fr: '{count, plural, one {# inscription supprimée} other {# inscriptions supprimées}}',
    en: '{count, plural, one {# subscriber deleted} other {# subscribers deleted}}',
  },
  'adminNewsletter.notify.skipped': {
    fr: '{count, plural, one {# désinscrit laissé de côté} other {# désinscrits laissés de côté}} : seule la personne peut se réinscrire',
    en: '{count, plural, one {# unsubscribed address left out} other {# unsubscribed addresses left out}}: only the person can sign up again',
  },
  'adminNewsletter.notify.notFound': {
    fr: "{count, plural, one {# inscription n'existait plus} other {# inscriptions n'existaient plus}}",
    en: '{count, plural, one {# subscriber no longer existed} other {# subscribers no longer existed}}',
  },
  'adminNewsletter.notify.received': {
    fr: '{count, plural, one {Nouvelle inscription reçue} other {# nouvelles inscriptions reçues}}',
    en: '{count, plural, one {New subscriber} other {# new subscribers}}',
  },
  'adminNewsletter.notify.validated': { fr: '{email} validée', en: '{email} validated' },
  'adminNewsletter.notify.disabled': { fr: '{email} désactivée', en: '{email} disabled' },
  'adminNewsletter.error.load': { fr: 'Erreur lors du chargement des inscriptions', en: 'Error while loading the subscribers' },
  'adminNewsletter.error.minDate': {
    fr: 'Erreur lors de la recuperation min date des inscriptions',
    en: 'Error while getting the first date of the subscribers',
  },
  'adminNewsletter.error.validate': {
    fr: "Erreur lors l'execution de l'action valider sur la selection",
    en: 'Error while running the action validate on the selection',
  },
  'adminNewsletter.error.disable': {
    fr: "Erreur lors l'execution de l'action désactiver sur la selection",
    en: 'Error while running the action disable on the selection',
  },
  'adminNewsletter.error.delete': {
    fr: "Erreur lors l'execution de l'action supprimer sur la selection",
    en: 'Error while running the action delete on the selection',
  },
  'adminNewsletter.error.save': { fr: "Erreur lors de la sauvegarde de l'inscription", en: 'Error while saving the subscriber' },
  'adminNewsletter.empty.period': { fr: 'Aucune inscription sur cette période', en: 'No subscribers in this period' },
  'adminNewsletter.empty.search': { fr: 'Aucune adresse ne correspond à la recherche', en: 'No address matches the search' },
});
