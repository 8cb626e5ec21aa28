import type { IconName } from '@blueprintjs/core';
import type { MessageId } from '../../../i18n/catalogues.ts';

export const ADMIN_BASE = '/profil/administration';

export interface AdminSection {
  /** Path under /profil/administration. */
  path: string;
  labelId: MessageId;
  icon: IconName;
  /** False while a later issue builds the screen. */
  ready: boolean;
  /** The route parameter of the section's detail page, when it has one (spec §2). */
  detail?: string;
}

/** Spec §2 administration pages, in menu order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: 'dashboard', labelId: 'admin.menu.dashboard', icon: 'dashboard', ready: true },
  { path: 'contacts', labelId: 'admin.menu.contacts', icon: 'envelope', ready: true },
  { path: 'newsletters', labelId: 'admin.menu.newsletters', icon: 'feed', ready: true },
  { path: 'piscines', labelId: 'admin.menu.pools', icon: 'map-marker', ready: true, detail: 'piscineId' },
  { path: 'activites', labelId: 'admin.menu.activities', icon: 'heart', ready: true, detail: 'activityId' },
  { path: 'forfaits', labelId: 'admin.menu.passes', icon: 'euro', ready: true, detail: 'forfaitId' },
  // Gift cards sold (issue 43).
  { path: 'cartes-cadeaux', labelId: 'admin.menu.giftCards', icon: 'gift-box', ready: true },
  { path: 'familles', labelId: 'admin.menu.families', icon: 'people', ready: true, detail: 'familyId' },
  { path: 'commandes', labelId: 'admin.menu.orders', icon: 'shopping-cart', ready: true, detail: 'commandeId' },
  { path: 'cours', labelId: 'admin.menu.lessons', icon: 'calendar', ready: true, detail: 'coursId' },
  { path: 'trimestres', labelId: 'admin.menu.terms', icon: 'timeline-events', ready: true, detail: 'termId' },
  // Running a term (issue 23).
  { path: 'fermetures', labelId: 'admin.menu.closures', icon: 'disable', ready: true },
  { path: 'regles', labelId: 'admin.menu.rules', icon: 'settings', ready: true },
  // The books (issue 24).
  { path: 'facturation', labelId: 'admin.menu.books', icon: 'bank-account', ready: true },
  // Personal data (issue 25).
  { path: 'donnees-personnelles', labelId: 'admin.menu.privacy', icon: 'shield', ready: true },
  { path: 'mns', labelId: 'admin.menu.instructors', icon: 'id-number', ready: true, detail: 'mnsId' },
  { path: 'pages', labelId: 'admin.menu.pages', icon: 'document', ready: true, detail: 'pageId' },
  { path: 'blog', labelId: 'admin.menu.blog', icon: 'annotation', ready: true, detail: 'blogId' },
  { path: 'medias', labelId: 'admin.menu.media', icon: 'media', ready: true },
  { path: 'templates', labelId: 'admin.menu.mailTemplates', icon: 'manual', ready: true, detail: 'templateId' },
  { path: 'skins', labelId: 'admin.menu.mailSkins', icon: 'style', ready: true, detail: 'skinId' },
];

