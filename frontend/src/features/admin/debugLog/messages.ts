import { defineMessages } from '../../../i18n/define.ts';

export const debugLogMessages = defineMessages({
  'debugLog.drawer.intro': {
    fr: 'Les {limit} derniers échanges de ce navigateur avec le serveur (requêtes et avis reçus en direct), pour un appel au support : copiez le journal et joignez-le.',
    en: "This browser's last {limit} exchanges with the server (requests and live notices), for a support call: copy the log and attach it.",
  },
  'debugLog.action.copy': { fr: 'Copier le journal', en: 'Copy the log' },
  'debugLog.action.clear': { fr: 'Vider', en: 'Clear' },
  'debugLog.copy.done': { fr: 'Journal copié ({count, plural, one {# entrée} other {# entrées}})', en: 'Log copied ({count, plural, one {# entry} other {# entries}})' },
  'debugLog.copy.failed': { fr: "Le journal n'a pas pu être copié : sélectionnez-le ci-dessous.", en: 'The log could not be copied: select it below.' },
  'debugLog.list.count': { fr: '{count, plural, =0 {Aucune entrée} one {# entrée} other {# entrées}}', en: '{count, plural, =0 {No entry} one {# entry} other {# entries}}' },
  'debugLog.list.empty': { fr: 'Rien encore : les requêtes et les avis en direct apparaîtront ici.', en: 'Nothing yet: requests and live notices will show here.' },
  'debugLog.list.label': { fr: 'Entrées du journal, les plus récentes en premier', en: 'Log entries, newest first' },
});
