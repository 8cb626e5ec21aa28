// @ts-check
/**
 * The project's dependency rules, checked by `npm run lint:deps` (part of `npm test`).
 *
 * - A workspace reaches another only through what that one's package.json `exports` lists
 *   (`@plouf/command-api/contracts`, `@plouf/infra/days`…), never by a relative path or into a file
 *   it does not export; and only the workspaces below it: infra under everything; command-api on
 *   infra; projections, mailer and query-api on command-api's contracts and events; the front end
 *   on contracts and pure modules only. `infra/entry` composes the product and `tests` tests it.
 * - Inside command-api, orders and courses do not import each other: both depend on cards.
 * - No folder of command-api depends on a folder that depends back on it (catalogue's sub-folders,
 *   one aggregate of documents, are counted as one).
 */
const { readFileSync } = require('node:fs');

const WORKSPACES = ['infra', 'command-api', 'projections', 'query-api', 'mailer', 'frontend', 'tests'];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each workspace's exported files (`exports` values), as paths from the root: the only doors in. */
const entries = WORKSPACES.flatMap((workspace) => {
  const { exports } = JSON.parse(readFileSync(`${__dirname}/${workspace}/package.json`, 'utf8'));
  if (!exports) return [];
  const targets = typeof exports === 'string' ? [exports] : Object.values(exports);
  return targets.filter((target) => typeof target === 'string').map((target) => `${workspace}/${target.replace(/^\.\//, '')}`);
});
const ENTRY = `^(${entries.map(escape).join('|')})$`;
/** The root entry of a workspace (`@plouf/command-api`): its server side, not for the browser. */
const ROOT_ENTRY = `^(${WORKSPACES.map(escape).join('|')})/src/index\\.ts$`;
const other = (workspace) => `^(${WORKSPACES.filter((name) => name !== workspace).map(escape).join('|')})/`;

/** What each workspace may depend on, besides itself and npm packages. */
const LAYERS = {
  'infra/src': [],
  'command-api': ['infra'],
  projections: ['infra', 'command-api'],
  mailer: ['infra', 'command-api'],
  'query-api': ['infra', 'command-api', 'projections'],
  frontend: ['infra', 'command-api', 'query-api'],
};

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'workspace-internals',
      severity: 'error',
      comment:
        'A workspace reaches another only through a file that workspace exports in its package.json `exports`, imported as `@plouf/<workspace>/<entry>`. Import the entry that carries what you need; if none does, add a narrow entry to that package.json (a contract or a pure module), not a path into its src/.',
      from: { path: '^(infra|command-api|projections|query-api|mailer|frontend)/' },
      to: { path: '^(infra|command-api|projections|query-api|mailer|frontend)/', pathNot: [ENTRY, '^$1/', '/node_modules/'] },
    },
    {
      name: 'tests-reach-only-entries-and-kits',
      severity: 'error',
      comment:
        'Tests use the workspaces through their `exports`, the composition root (infra/entry), the test kits (*/src/testing/), fixtures (*.fixture.json) and the migrations (infra/migrations); anything else they need, export it.',
      from: { path: '^tests/' },
      to: {
        path: '^(infra|command-api|projections|query-api|mailer|frontend)/',
        pathNot: [ENTRY, '/node_modules/', '^infra/entry/', '^[^/]+/src/testing/', '\\.fixture\\.json$', '^infra/migrations/'],
      },
    },
    ...Object.entries(LAYERS).map(([from, allowed]) => ({
      name: `layers-${from.replace('/', '-')}`,
      severity: /** @type {const} */ ('error'),
      comment: `${from} depends only on ${allowed.length ? allowed.join(', ') : 'no other workspace'} (infra under everything; command-api on infra; projections, mailer, query-api on command-api's contracts and events; the front end on contracts and pure modules). Move what is shared down a layer instead.`,
      from: { path: `^${escape(from)}/` },
      to: { path: other(from.split('/')[0]), pathNot: ['/node_modules/', ...(allowed.length ? [`^(${allowed.map(escape).join('|')})/`] : [])] },
    })),
    {
      name: 'read-side-not-command-server',
      severity: 'error',
      comment: 'Projections, query-api and the mailer read command-api\'s contracts and events (`@plouf/command-api/contracts`, `/events`, …), never its server entry (`@plouf/command-api`).',
      from: { path: '^(projections|query-api|mailer)/' },
      to: { path: '^command-api/src/index\\.ts$' },
    },
    {
      name: 'frontend-only-contracts-and-pure-modules',
      severity: 'error',
      comment:
        'The browser imports contracts and pure modules only: an exported entry that is not a workspace\'s root (`@plouf/command-api` is the server), not a test kit. If the browser needs a rule the server has, move the rule into a pure module and export it.',
      from: { path: '^frontend/' },
      to: { path: [ROOT_ENTRY, '^[^/]+/src/testing/'] },
    },
    {
      name: 'frontend-reaches-no-server-code',
      severity: 'error',
      comment:
        'What the front end imports must not pull server code in, even through a contract or a pure module: no Node built-in, database, HTTP server or mail library. Keep the module pure (or split the pure part out).',
      from: { path: '^frontend/src/', pathNot: '\\.test\\.tsx?$' },
      to: {
        reachable: true,
        path: [
          '^(node:)?(fs|path|crypto|child_process|net|http|https|os|zlib|stream|worker_threads|url|module|dns|tls)$',
          '(^|/)node_modules/(fastify|@fastify|pg|@electric-sql|kysely|pino|nodemailer|sharp|socket\\.io|stripe|handlebars)/',
        ],
      },
    },
    {
      name: 'orders-courses-apart',
      severity: 'error',
      comment:
        'command-api/src/orders and command-api/src/courses do not import each other. What both need (cards, the card rules, cardRefusal) belongs in command-api/src/cards/; a workflow that spans both gets its own module that imports each, never one from the other.',
      from: { path: '^command-api/src/(orders|courses)/' },
      to: { path: '^command-api/src/(orders|courses)/', pathNot: '^command-api/src/$1/' },
    },
    {
      name: 'no-folder-cycles-in-command-api',
      severity: 'error',
      comment:
        'No two folders of command-api depend on each other, directly or in a ring: the lower one must not import the higher. Move what both need down (to a folder both may import, e.g. shared/ or the aggregate it belongs to); a workflow across aggregates (refunds/, identity/) imports them, never the other way. The catalogue\'s folders are one aggregate of documents (documents/ is the engine, each kind registers with it), so rings inside catalogue/ are its own; a ring through any other folder still fails.',
      scope: 'folder',
      from: { path: '^command-api/src/', pathNot: '^command-api/src/catalogue/' },
      to: { path: '^command-api/src/', circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that cannot be resolved (a typo, or a path a package does not export).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^frontend/build/', '^bench/', '(^|/)test-results/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
