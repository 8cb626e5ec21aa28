/**
 * The live rooms a client may ask to join (socket.io `subscribe`). Pure constants: the front end
 * imports them (`@plouf/query-api/rooms`), so both sides name a room the same way.
 *
 * Public catalogue rooms carry only the ids visitors may see (enabled pools and passes, published
 * posts, and those that just stopped being so); the administrators' rooms carry every change.
 */
const CATALOGUE_MODELS = ['pools', 'activities', 'passes', 'mns', 'pages', 'blog', 'media'] as const;
export type CatalogueRoomModel = (typeof CATALOGUE_MODELS)[number];

export const CATALOGUE_ROOMS = Object.fromEntries(CATALOGUE_MODELS.map((model) => [model, `catalogue:${model}`])) as Record<CatalogueRoomModel, `catalogue:${CatalogueRoomModel}`>;
export const ADMIN_CATALOGUE_ROOMS = Object.fromEntries(CATALOGUE_MODELS.map((model) => [model, `admin:catalogue:${model}`])) as Record<
  CatalogueRoomModel,
  `admin:catalogue:${CatalogueRoomModel}`
>;

export const ADMIN_ROOMS = { contacts: 'admin:contacts', newsletter: 'admin:newsletter', families: 'admin:families', orders: 'admin:orders', mail: 'admin:mail', messages: 'admin:messages' } as const;

/** A family's own room: its members and the administrators. */
export const familyRoom = (famId: number) => `family:${famId}`;

/**
 * Courses' places left, for every open booking page (visitors' too): notices carry course ids
 * only, never a family's data.
 */
export const COURSES_ROOM = 'courses';
