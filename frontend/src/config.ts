/**
 * Deployment settings read at build time. Social links default to the networks' pages until the
 * business sets its own accounts (VITE_SOCIAL_FACEBOOK, VITE_SOCIAL_INSTAGRAM, VITE_SOCIAL_YOUTUBE).
 */
export const SOCIAL_LINKS: readonly { label: string; url: string }[] = [
  { label: 'Facebook', url: import.meta.env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/' },
  { label: 'Instagram', url: import.meta.env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/' },
  { label: 'YouTube', url: import.meta.env.VITE_SOCIAL_YOUTUBE ?? 'https://www.youtube.com/' },
];
