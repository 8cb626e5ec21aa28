import { ADMIN_BASE } from '../shell/sections.ts';

/** The back-office's terms; a term's page is `${TERMS_PATH}/{termId}`. */
export const TERMS_PATH = `${ADMIN_BASE}/trimestres`;
