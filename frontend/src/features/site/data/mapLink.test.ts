import { describe, expect, it } from 'vitest';
import { mapLink } from './mapLink.ts';

const address = { adrNumberWay: '12 rue de la Piscine', adrPostalCode: '69003', libelle: 'Lyon' };

describe('mapLink', () => {
  it('pins the GPS position when known', () => {
    expect(mapLink({ ...address, gpsLat: 45.7578, gpsLon: 4.8351 })).toBe(
      'https://www.openstreetmap.org/?mlat=45.7578&mlon=4.8351#map=17/45.7578/4.8351',
    );
  });

  it('searches the address without a position, and gives nothing without either', () => {
    expect(mapLink({ ...address, gpsLat: null, gpsLon: null })).toBe(
      'https://www.openstreetmap.org/search?query=12%20rue%20de%20la%20Piscine%2C%2069003%20Lyon',
    );
    expect(mapLink({ adrNumberWay: '', adrPostalCode: '', libelle: '' })).toBeUndefined();
  });
});
