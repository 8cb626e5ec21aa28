import { defineMessages } from '../../../i18n/define.ts';

export const adminContactMessages = defineMessages({
  'adminContacts.list.title': { fr: 'Contacts', en: 'Contacts' },
  'adminContacts.list.search': { fr: 'Rechercher (email, message)', en: 'Search (email, message)' },
  'adminContacts.list.count': {
    fr: '{count, plural, =0 {Aucun contact} one {# contact} other {# contacts}} · {unread} non lu(s)',
    en: '{count, plural, =0 {No contacts} one {# contact} other {# contacts}} · {unread} unread',
  },
  'adminContacts.list.selected': {
    fr: '{count, plural, one {# contact sélectionné} other {# contacts sélectionnés}}',
    en: '{count, plural, one {# contact selected} other {# contacts selected}}',
  },
  'adminContacts.list.selectAll': { fr: 'Tout sélectionner', en: 'Select all' },
  'adminContacts.list.selectRow': { fr: 'Sélectionner le contact de {email}', en: 'Select the contact from {email}' },
  'adminContacts.list.new': { fr: 'Nouveau', en: 'New' },
  'adminContacts.sort.date': { fr: 'Date', en: 'Date' },
  'adminContacts.sort.email': { fr: 'Email', en: 'Email' },
  'adminContacts.sort.read': { fr: 'Non lus d’abord', en: 'Unread first' },
  'adminContacts.column.date': { fr: 'Date', en: 'Date' },
  'adminContacts.column.email': { fr: 'Email', en: 'Email' },
  'adminContacts.column.message': { fr: 'Message', en: 'Message' },
  'adminContacts.column.status': { fr: 'État', en: 'Status' },
  'adminContacts.status.read': { fr: 'Lu', en: 'Read' },
  'adminContacts.status.unread': { fr: 'Non lu', en: 'Unread' },
  'adminContacts.action.markRead': { fr: 'Marquer comme lu', en: 'Mark as read' },
  'adminContacts.action.markUnread': { fr: 'Marquer comme non lu', en: 'Mark as unread' },
  'adminContacts.action.delete': { fr: 'Supprimer', en: 'Delete' },
  'adminContacts.confirm.delete': {
    fr: 'Supprimer définitivement {count, plural, one {ce contact} other {ces # contacts}} ?',
    en: 'Delete {count, plural, one {this contact} other {these # contacts}} for good?',
  },
  'adminContacts.notify.markRead': {
    fr: '{count, plural, one {# contact marqué comme lu} other {# contacts marqués comme lus}}',
    en: '{count, plural, one {# contact marked as read} other {# contacts marked as read}}',
  },
  'adminContacts.notify.markUnread': {
    fr: '{count, plural, one {# contact marqué comme non lu} other {# contacts marqués comme non lus}}',
    en: '{count, plural, one {# contact marked as unread} other {# contacts marked as unread}}',
  },
  'adminContacts.notify.delete': {
    fr: '{count, plural, one {# contact supprimé} other {# contacts supprimés}}',
    en: '{count, plural, one {# contact deleted} other {# contacts deleted}}',
  },
  'adminContacts.notify.received': {
    fr: '{count, plural, one {Nouveau contact reçu} other {# nouveaux contacts reçus}}',
    en: '{count, plural, one {New contact received} other {# new contacts received}}',
  },
  'adminContacts.error.load': { fr: 'Erreur lors du chargement des contacts', en: 'Error while loading the contacts' },
  'adminContacts.error.minDate': {
    fr: 'Erreur lors de la recuperation min date des contacts',
    en: 'Error while getting the first date of the contacts',
  },
  'adminContacts.error.action': {
    fr: "Erreur lors l'execution de l'action {action} sur la selection",
    en: 'Error while running the action {action} on the selection',
  },
  'adminContacts.error.save': { fr: 'Erreur lors de la sauvegarde du contact', en: 'Error while saving the contact' },
  'adminContacts.error.delete': { fr: 'Erreur lors de la Suppression du contact', en: 'Error while deleting the contact' },
  'adminContacts.empty.period': { fr: 'Aucun contact sur cette période', en: 'No contacts in this period' },
  'adminContacts.empty.search': { fr: 'Aucun contact ne correspond à la recherche', en: 'No contact matches the search' },
  'adminContacts.detail.title': { fr: 'Contact', en: 'Contact' },
  'adminContacts.detail.back': { fr: 'Retour à la liste', en: 'Back to the list' },
  'adminContacts.detail.received': { fr: 'Reçu le {date}', en: 'Received on {date}' },
  'adminContacts.detail.activities': { fr: 'Activités', en: 'Activities' },
  'adminContacts.detail.noActivities': { fr: 'Aucune activité indiquée', en: 'No activity given' },
  'adminContacts.detail.unknownActivity': { fr: 'Activité n°{id}', en: 'Activity #{id}' },
  'adminContacts.detail.reply': { fr: 'Répondre par email', en: 'Reply by email' },
  'adminContacts.detail.notFound': {
    fr: "Ce contact n'existe pas ou a été supprimé.",
    en: 'This contact does not exist or has been deleted.',
  },
});
