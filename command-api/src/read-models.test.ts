import { describe, expect, it } from 'vitest';
import { ADMIN_CATALOGUE_ROOMS, ADMIN_ROOMS, CATALOGUE_ROOMS, COURSES_ROOM, NOTICES, TERMS_ROOM, familyRoom } from './read-models.ts';

describe('read-model, notice and room names', () => {
  it('gives every notice its own name', () => {
    const names = Object.values(NOTICES);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(27);
  });

  it('names the rooms the same for the live server and pages already open in browsers', () => {
    expect(ADMIN_ROOMS).toEqual({ contacts: 'admin:contacts', newsletter: 'admin:newsletter', families: 'admin:families', orders: 'admin:orders', mail: 'admin:mail', messages: 'admin:messages', dashboard: 'admin:dashboard', books: 'admin:books', privacy: 'admin:privacy' });
    expect(CATALOGUE_ROOMS.pools).toBe('catalogue:pools');
    expect(ADMIN_CATALOGUE_ROOMS.media).toBe('admin:catalogue:media');
    expect(Object.keys(CATALOGUE_ROOMS)).toEqual(['pools', 'activities', 'passes', 'mns', 'pages', 'blog', 'media']);
    expect(COURSES_ROOM).toBe('courses');
    expect(TERMS_ROOM).toBe('terms');
    expect(familyRoom(12)).toBe('family:12');
  });
});
