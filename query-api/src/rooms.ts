/**
 * The live rooms' old path: the screens import them from `@plouf/command-api/read-models`, with the
 * read-model and notice names.
 */
export { ADMIN_CATALOGUE_ROOMS, ADMIN_ROOMS, CATALOGUE_ROOMS, COURSES_ROOM, familyRoom } from '@plouf/command-api/read-models';
