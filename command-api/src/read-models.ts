/**
 * The read models, the change notices they send and the live rooms those reach, named once for
 * every workspace: the projectors write under these names, the command side waits for them, the
 * live server routes them and the screens listen for them (`@plouf/command-api/read-models`).
 * Pure: the front end imports it as it is.
 */

/** The read models: each one a projector, its checkpoint, and the notice of the position it reached. */
export const READ_MODELS = {
  contacts: 'contacts',
  newsletter: 'newsletter',
  families: 'families',
  catalogue: 'catalogue',
  courses: 'courses',
  orders: 'orders',
  mail: 'mail',
  messages: 'messages',
  terms: 'terms',
  /** Make-up credits, each child's ledger (issue 23). */
  credits: 'credits',
  /** The school's closures and its rules (issue 23). */
  closures: 'closures',
  schoolRules: 'school-rules',
  /** Invoices and credit notes, and the school's legal identity (issue 24). */
  books: 'books',
  /** The owner's dashboard: daily facts per pool, activity, instructor, pass (issue 24). */
  dashboard: 'dashboard',
  /** Families' erasure requests and erasures (issue 25). */
  privacy: 'privacy',
  /** Activities' levels, the rating scale, children's report cards (issue 26). */
  progress: 'progress',
} as const;
export type ReadModelName = (typeof READ_MODELS)[keyof typeof READ_MODELS];

/** The catalogue's models: the catalogue projector tells each one's changes under its own name. */
const CATALOGUE = { pools: 'pools', activities: 'activities', passes: 'passes', mns: 'mns', pages: 'pages', blog: 'blog', media: 'media' } as const;
export type CatalogueModel = (typeof CATALOGUE)[keyof typeof CATALOGUE];
export const CATALOGUE_MODELS = Object.values(CATALOGUE);

/**
 * What a change notice names (its `readModel`): a read model, one of the catalogue's models, or one
 * of the notices a projector sends besides its own, whose ids are family or user ids.
 */
export const NOTICES = {
  ...READ_MODELS,
  ...CATALOGUE,
  /** A family's orders changed: ids are family ids. */
  familyOrders: 'family-orders',
  /** A family's cards changed (given, spent, taken back): ids are family ids. */
  cards: 'cards',
  /** A family's bookings changed: ids are family ids. */
  familyBookings: 'family-bookings',
  /** Sessions ended or rights changed (the live server checks its rooms again): ids are user ids. */
  sessions: '$sessions',
} as const;
export type NoticeName = (typeof NOTICES)[keyof typeof NOTICES];

/*
 * The live rooms a client may ask to join (socket.io `subscribe`). Public catalogue rooms carry only
 * the ids visitors may see (enabled pools and passes, published posts, and those that just stopped
 * being so); the administrators' rooms carry every change.
 */
export const CATALOGUE_ROOMS = Object.fromEntries(CATALOGUE_MODELS.map((model) => [model, `catalogue:${model}`])) as { [M in CatalogueModel]: `catalogue:${M}` };
export const ADMIN_CATALOGUE_ROOMS = Object.fromEntries(CATALOGUE_MODELS.map((model) => [model, `admin:catalogue:${model}`])) as { [M in CatalogueModel]: `admin:catalogue:${M}` };

/** The back-office's rooms, one per read model its lists show. */
export const ADMIN_ROOMS = {
  contacts: `admin:${READ_MODELS.contacts}`,
  newsletter: `admin:${READ_MODELS.newsletter}`,
  families: `admin:${READ_MODELS.families}`,
  orders: `admin:${READ_MODELS.orders}`,
  mail: `admin:${READ_MODELS.mail}`,
  messages: `admin:${READ_MODELS.messages}`,
  /** The dashboard's figures moved (issue 24). */
  dashboard: `admin:${READ_MODELS.dashboard}`,
  /** An invoice or credit note was issued (issue 24). */
  books: `admin:${READ_MODELS.books}`,
  /** An erasure was asked, withdrawn or done (issue 25). */
  privacy: `admin:${READ_MODELS.privacy}`,
} as const;

/** A family's own room: its members and the administrators. */
export const familyRoom = (famId: number) => `family:${famId}`;

/**
 * Courses' places left, for every open booking page (visitors' too): notices carry course ids
 * only, never a family's data.
 */
export const COURSES_ROOM = READ_MODELS.courses;

/**
 * Terms' slots, for every open booking page: notices carry term ids only (a slot's places left
 * changed, or a term opened); each page reads its slots again, except for an opening: its notice
 * carries the figure `opened` ({@link OPENED_FOR_PRIORITY}, {@link OPENED_FOR_ALL}) and a page
 * turns its buttons on from it at once.
 */
export const TERMS_ROOM = READ_MODELS.terms;
/** A term's notice figure `opened`: its priority window opened. */
export const OPENED_FOR_PRIORITY = 1;
/** A term's notice figure `opened`: enrolment opened to all. */
export const OPENED_FOR_ALL = 2;
