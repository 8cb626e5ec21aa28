import { defineMessages } from '../../../i18n/define.ts';

export const adminMessages = defineMessages({
  'admin.menu.title': { fr: 'Administration', en: 'Administration' },
  'admin.menu.toggle': { fr: "Menu d'administration", en: 'Administration menu' },
  'admin.menu.dashboard': { fr: 'Tableau de bord', en: 'Dashboard' },
  'admin.menu.contacts': { fr: 'Contacts', en: 'Contacts' },
  'admin.menu.newsletters': { fr: 'Newsletter', en: 'Newsletter' },
  'admin.menu.pools': { fr: 'Piscines', en: 'Pools' },
  'admin.menu.activities': { fr: 'Activités', en: 'Activities' },
  'admin.menu.passes': { fr: 'Tarifs', en: 'Prices' },
  'admin.menu.families': { fr: 'Familles', en: 'Families' },
  'admin.menu.orders': { fr: 'Commandes', en: 'Orders' },
  'admin.menu.lessons': { fr: 'Cours', en: 'Lessons' },
  'admin.menu.terms': { fr: 'Trimestres', en: 'Terms' },
  'admin.menu.closures': { fr: 'Fermetures', en: 'Closures' },
  'admin.menu.rules': { fr: 'Règles de l’école', en: 'School rules' },
  'admin.menu.books': { fr: 'Facturation', en: 'Invoicing' },
  'admin.menu.privacy': { fr: 'Données personnelles', en: 'Personal data' },
  'admin.menu.instructors': { fr: 'MNS', en: 'Instructors' },
  'admin.menu.pages': { fr: 'Pages', en: 'Pages' },
  'admin.menu.blog': { fr: 'Blog', en: 'Blog' },
  'admin.menu.media': { fr: 'Médias', en: 'Media' },
  'admin.menu.mailTemplates': { fr: 'Modèles de mail', en: 'Mail templates' },
  'admin.menu.mailSkins': { fr: 'Habillages de mail', en: 'Mail skins' },
  // Spec §5, administration forms (client side, like the server's own messages).
  'admin.validation.required': { fr: 'Ce champ est requis', en: 'This field is required' },
  'admin.validation.invalidEmail': { fr: "Le format de l'email est invalide", en: 'The email format is invalid' },
});
