import { defineMessages } from '../i18n/define.ts';

/** The words of `LiveTag`, for every screen that follows a live room. */
export const liveMessages = defineMessages({
  'live.tag.live': { fr: 'En direct', en: 'Live' },
  'live.tag.connecting': { fr: 'Connexion…', en: 'Connecting…' },
  'live.tag.offline': { fr: 'Hors ligne', en: 'Offline' },
  'live.tag.refused': { fr: 'Direct indisponible', en: 'Live unavailable' },
});
