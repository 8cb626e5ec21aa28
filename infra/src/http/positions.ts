/**
 * Read-your-writes across requests (issue 42, docs/api.md): a command's answer says where what it
 * stored stands (`Plouf-Position`); the client sends the latest it got back (`Plouf-After`).
 * The front end's API client spells the same names (frontend/src/api/client.ts).
 */
export const AFTER_HEADER = 'plouf-after';
export const POSITION_HEADER = 'plouf-position';
/** A position as the headers carry it: 1 to 18 digits (anything else is ignored). */
export const POSITION_TEXT = /^\d{1,18}$/;
