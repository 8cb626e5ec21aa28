import { describe, expect, it } from 'vitest';
import type { Contact } from '../../../api/types.ts';
import { visibleContacts } from './contactListState.ts';

const contact = (id: number, ctcMail: string, ctcDatadd: string, ctcLu: boolean, ctcMessage = 'Bonjour'): Contact => ({
  id,
  libelle: ctcMail,
  selected: false,
  detailLoaded: true,
  ctcMail,
  ctcDatadd,
  ctcLu,
  ctcMessage,
  acyIds: [],
});

const contacts = [
  contact(1, 'claire@example.fr', '2026-11-02T10:00:00Z', true, 'Places en bébés nageurs ?'),
  contact(2, 'alice@example.fr', '2026-11-20T10:00:00Z', false),
  contact(3, 'bruno@example.fr', '2026-11-10T10:00:00Z', false, 'Cours adultes'),
];
const ids = (rows: Contact[]) => rows.map((row) => row.id);

describe('visibleContacts', () => {
  it('puts the newest first by default', () => {
    expect(ids(visibleContacts(contacts, { search: '', sortField: 'date', descending: true }))).toEqual([2, 3, 1]);
    expect(ids(visibleContacts(contacts, { search: '', sortField: 'date', descending: false }))).toEqual([1, 3, 2]);
  });

  it('sorts by email', () => {
    expect(ids(visibleContacts(contacts, { search: '', sortField: 'email', descending: false }))).toEqual([2, 3, 1]);
  });

  it('puts unread first when sorting by read, newest first among equals', () => {
    expect(ids(visibleContacts(contacts, { search: '', sortField: 'read', descending: true }))).toEqual([2, 3, 1]);
    expect(ids(visibleContacts(contacts, { search: '', sortField: 'read', descending: false }))).toEqual([1, 2, 3]);
  });

  it('searches email and message, ignoring case and accents', () => {
    expect(ids(visibleContacts(contacts, { search: 'BEBES', sortField: 'date', descending: true }))).toEqual([1]);
    expect(ids(visibleContacts(contacts, { search: 'bruno@', sortField: 'date', descending: true }))).toEqual([3]);
  });

  it('leaves its input alone', () => {
    visibleContacts(contacts, { search: '', sortField: 'email', descending: false });
    expect(ids(contacts)).toEqual([1, 2, 3]);
  });
});
