import { defineMessages } from '../../../i18n/define.ts';

export const adminMailConfigMessages = defineMessages({
  'adminMailConfig.card.title': { fr: 'Envoi des mails', en: 'Sending mail' },
  'adminMailConfig.card.from': { fr: 'Les mails partent de {address}.', en: 'Mails leave from {address}.' },
  'adminMailConfig.field.senderName': { fr: 'Nom de l’expéditeur', en: 'Sender’s name' },
  'adminMailConfig.field.testMode': { fr: 'Mode test', en: 'Test mode' },
  'adminMailConfig.field.testRecipient': { fr: 'Destinataire des essais', en: 'Test recipient' },
  'adminMailConfig.field.bcc': { fr: 'Copie cachée de chaque mail (facultatif)', en: 'Hidden copy of every mail (optional)' },
  'adminMailConfig.state.testOn': {
    fr: 'Mode test actif : aucun client ne reçoit de mail, tout part vers {recipient}, le vrai destinataire dans l’objet.',
    en: 'Test mode is on: no customer gets any mail, everything goes to {recipient}, the real recipient in the subject.',
  },
  'adminMailConfig.state.forced': { fr: 'Imposé par la configuration du serveur (MAIL_TEST_MODE).', en: 'Imposed by the server’s configuration (MAIL_TEST_MODE).' },
  'adminMailConfig.state.live': { fr: 'Les mails partent vers leurs vrais destinataires.', en: 'Mails go to their real recipients.' },
  'adminMailConfig.confirm.liveTitle': { fr: 'Quitter le mode test ?', en: 'Turn test mode off?' },
  'adminMailConfig.confirm.live': {
    fr: 'Couper le mode test ? Les familles recevront alors les mails pour de vrai.',
    en: 'Turn test mode off? Families will then really receive the mails.',
  },
  'adminMailConfig.action.save': { fr: 'Enregistrer', en: 'Save' },
  'adminMailConfig.action.saved': { fr: 'Réglages d’envoi enregistrés', en: 'Sending settings saved' },
  'adminMailConfig.error.load': { fr: 'Les réglages d’envoi n’ont pas pu être chargés', en: 'The sending settings could not be loaded' },
});
