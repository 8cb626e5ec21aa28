import { describe, expect, it } from 'vitest';
import type { ActivityDetailView, PoolView } from '../../../api/catalogue.ts';
import { activityLd, jsonLdText, poolLd } from './structuredData.ts';

const content = { slug: 'tilleuls', pctTitle: 'Piscine des Tilleuls', pctBaseline: '', pctSubTitle: '', pctHat: 'Un bassin de 25 m', pctMetaTitle: '', pctMetaDesc: '', pctBody: '<p>Texte</p>' };
const pool = {
  id: 1,
  libelle: 'Tilleuls',
  psnDomicile: false,
  content,
  address: { libelle: 'Paris', adrNumberWay: '45 quai de la Loire', adrPostalCode: '75019', gpsLat: 48.88, gpsLon: 2.37 },
  configPiscine: { horaires: 'Mo-Fr 09:00-20:00', acces: '', infosFermeture: '' },
  image: { url: '/images/13/p.jpg' },
} as unknown as PoolView;

describe('structured data', () => {
  it('describes a pool as a public swimming pool with its address and position, every address absolute', () => {
    const data = poolLd('https://plouf.example/', pool);
    expect(data).toMatchObject({
      '@type': 'PublicSwimmingPool',
      name: 'Piscine des Tilleuls',
      url: 'https://plouf.example/piscines/tilleuls',
      description: 'Un bassin de 25 m',
      image: 'https://plouf.example/images/13/p.jpg',
      address: { '@type': 'PostalAddress', postalCode: '75019', addressLocality: 'Paris', addressCountry: 'FR' },
      geo: { latitude: 48.88, longitude: 2.37 },
    });
    expect(poolLd('https://plouf.example', { ...pool, psnDomicile: true } as PoolView)['@type']).toBe('Service');
  });

  it('gives an activity its age range', () => {
    const activity = { libelle: 'Bébés nageurs', acyAge: 0, content: { ...content, slug: 'bebes' }, image: null } as unknown as ActivityDetailView;
    expect(activityLd('https://plouf.example', activity, '/activites-enfants/bebes')).toMatchObject({ '@type': 'Course', typicalAgeRange: '0-', url: 'https://plouf.example/activites-enfants/bebes' });
  });

  it('cannot be closed from inside by a text of the catalogue', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
