/**
 * Every resource's contract: its input and view schemas (TypeBox) and the types derived from them.
 * The routes validate with these, query-api answers with them, the OpenAPI document is made from
 * them, and the front end imports their types (`@plouf/command-api/contracts`). One place per shape.
 */
export * from './identity/contract.ts';
export * from './families/contract.ts';
export * from './contacts/contract.ts';
export * from './newsletter/contract.ts';
export * from './mail/contract.ts';
export * from './messages/contract.ts';
export * from './shared/contract.ts';
export * from './catalogue/contract.ts';
export * from './catalogue/media/contract.ts';
export * from './catalogue/activities/contract.ts';
export * from './catalogue/mns/contract.ts';
export * from './catalogue/passes/contract.ts';
export * from './catalogue/pools/contract.ts';
export * from './catalogue/pages/contract.ts';
export * from './catalogue/blog/contract.ts';
export * from './orders/contract.ts';
export * from './cards/contract.ts';
export * from './courses/contract.ts';
export * from './terms/contract.ts';
export * from './school/contract.ts';
export * from './progress/contract.ts';
export * from './books/contract.ts';
export * from './dashboard/contract.ts';
export * from './privacy/contract.ts';
export * from './reads/contract.ts';
export * from './privacy/settings/contract.ts';
export { ROLES, type Role, type SessionUser } from '@plouf/infra/roles';
export { type Accepted, type Paged } from '@plouf/infra/schemas';
export * from './family-export/contract.ts';
export * from './ledger/contract.ts';
