import { describe, expect, it } from 'vitest';
import { localized, localizedAll, nameIn } from './localized.ts';

const pool = {
  id: 3,
  libelle: 'Piscine des Amandiers',
  content: { slug: 'piscine-des-amandiers', pctTitle: 'Piscine des Amandiers', pctBody: '<p>Bassin de 25 m</p>', pctHat: 'Au cœur du quartier' },
  configPiscine: { infosFermeture: 'Fermée le 25 décembre', horaires: 'Mercredi 14 h', acces: 'Métro Ménilmontant', delaiAnnulationH: 24 },
  mns: [{ id: 2, libelle: 'Julie Martin', mnsInfos: 'Maître-nageuse depuis 2010', translations: { en: { mnsInfos: 'Lifeguard-instructor since 2010' } } }],
  translations: {
    en: {
      libelle: 'Amandiers pool',
      content: { pctTitle: 'Amandiers swimming pool', pctBody: '<p>A 25 m pool</p>', pctHat: '  ', pctBaseline: '' },
      configPiscine: { horaires: 'Wednesday 2 pm' },
    },
  },
};

describe('localized', () => {
  it('shows the English texts that are filled in, and the French of the others', () => {
    const english = localized(pool, 'en');
    expect(english.libelle).toBe('Amandiers pool');
    expect(english.content).toEqual({ slug: 'piscine-des-amandiers', pctTitle: 'Amandiers swimming pool', pctBody: '<p>A 25 m pool</p>', pctHat: 'Au cœur du quartier' });
    expect(english.configPiscine).toEqual({ infosFermeture: 'Fermée le 25 décembre', horaires: 'Wednesday 2 pm', acces: 'Métro Ménilmontant', delaiAnnulationH: 24 });
  });

  it('shows embedded documents (a pool’s instructors) in the same language', () => {
    expect(localized(pool, 'en').mns[0]!.mnsInfos).toBe('Lifeguard-instructor since 2010');
  });

  it('leaves the document as it is in French, and the original untouched in English', () => {
    expect(localized(pool, 'fr')).toBe(pool);
    localized(pool, 'en');
    expect(pool.libelle).toBe('Piscine des Amandiers');
    expect(pool.content.pctTitle).toBe('Piscine des Amandiers');
  });

  it('shows the French when there is no English, or when the document predates translations', () => {
    const { translations: _none, ...old } = pool;
    expect(localized(old, 'en')).toMatchObject({ libelle: 'Piscine des Amandiers', content: pool.content });
    expect(localized({ ...pool, translations: {} }, 'en').libelle).toBe('Piscine des Amandiers');
  });

  it('never lets the English replace what is not a text (the address, a number)', () => {
    const tampered = { ...pool, translations: { en: { id: 'x', configPiscine: { delaiAnnulationH: 'never' } } } };
    expect(localized(tampered, 'en')).toMatchObject({ id: 3, configPiscine: { delaiAnnulationH: 24 } });
  });

  it('localizes a list', () => {
    expect(localizedAll([pool, { ...pool, id: 4, translations: {} }], 'en').map((row) => row.libelle)).toEqual(['Amandiers pool', 'Piscine des Amandiers']);
  });

  it('names a pool, an activity or a pass embedded in another view in the reader’s language (ADR 0017)', () => {
    const activity = { id: 3, libelle: 'Jardin aquatique', translations: { en: { libelle: 'Water garden' } } };
    expect(nameIn(activity, 'en')).toBe('Water garden');
    expect(nameIn(activity, 'fr')).toBe('Jardin aquatique');
    // Blank, absent, or a view from before the names were served: the French.
    expect(nameIn({ ...activity, translations: { en: { libelle: ' ' } } }, 'en')).toBe('Jardin aquatique');
    expect(nameIn({ libelle: 'Jardin aquatique', translations: {} }, 'en')).toBe('Jardin aquatique');
    expect(nameIn({ libelle: 'Jardin aquatique' }, 'en')).toBe('Jardin aquatique');
  });
});
