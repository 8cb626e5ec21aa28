import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { allCatalogues as catalogues } from './allCatalogues.ts';
import type { MessageId } from './catalogues.ts';
import { ELISION_TAGS } from './elision.ts';

const values = { member: 'Léo Martin', count: 2, later: '0341', n: 2, last4: '4242', most: 3, code: 'ETE10', name: 'Claire', year: 2026, email: 'a@b.fr', date: '01/01/2026', action: 'delete', unread: 1, age: 3, id: 4, first: 51, last: 100, total: 2214, price: '15 €', amount: '15 €', before: '12 €', after: '15 €', rate: 20, succeeds: '4242', declined: '0002', fails: 'FR84', creditor: 'Plouf', status: 'Payé', left: 3, from: '01/01/2026', until: '31/12/2026', limit: 1, held: 1, position: 1, hours: 24, time: '14:00', reason: 'Complet semaine', booked: 1, capacity: 8, minutes: 45, selected: 7, activity: 'Aquagym', waiting: 0, present: 1, absent: 0, text: 'Bassin de 25 m', label: 'Aquagym, samedi 10:00', language: 'anglais', sent: 1, address: 'no-reply@plouf.fr', recipient: 'test@plouf.fr', weeks: 4, days: 7, to: '28/01/2026', subject: 'Re : Horaires', coming: 1, taken: 2, entries: 10, weekday: 'mercredi', priorityDate: '01/12/2026', priorityTime: '18:00', paid: 2, back: 3, previousFrom: '01/10/2026', previousTo: '31/10/2026', value: '12 €', what: 'Encaissé par jour', bucket: '3-7', refunded: '5 €', best: '02/11/2026', bestAmount: '120 €', lessons: 12, offered: 96, bestRate: '95 %', day: '30/09/2026', card: 'Carte 10 séances', years: 3, min: 1, max: 120, via: 'la famille', mark: 'présent', rest: '10 €', lines: 'Trimestre d’été ; Carte 10 séances', method: 'chèque', part: 2, parts: 3, kinds: 'frère ou sœur, code ETE10', used: 3, gift: '50 €', sold: '100 €', passes: (chunks: unknown[]) => chunks.join('') };

describe('message catalogues', () => {
  it.each(['fr', 'en'] as const)('%s: every message is written and formats', (locale) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages: catalogues[locale], defaultRichTextElements: ELISION_TAGS, onWarn: () => {}, onError: (error) => errors.push(error.message) });
    for (const id of Object.keys(catalogues[locale]) as MessageId[]) {
      expect(catalogues[locale][id].trim(), id).not.toBe('');
      intl.formatMessage({ id }, values);
    }
    expect(errors).toEqual([]);
  });

  it('namespaces every id as feature.part.purpose', () => {
    for (const id of Object.keys(catalogues.fr)) expect(id).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*$/);
  });

  it("keeps the spec's French strings", () => {
    expect(catalogues.fr['layout.user.visitor']).toBe('Visiteur');
    expect(catalogues.fr['common.form.required']).toBe('Champs obligatoire');
    expect(catalogues.fr['common.form.invalidEmail']).toBe('Entrez un email valide');
    expect(catalogues.fr['auth.login.failed']).toBe("Erreur d'identification");
    expect(catalogues.fr['layout.newsletter.invalidTitle']).toBe('Attention');
    expect(catalogues.fr['common.monthPicker.all']).toBe('Tous');
    expect(catalogues.fr['admin.validation.required']).toBe('Ce champ est requis');
    expect(catalogues.fr['admin.menu.activities']).toBe('Activités');
    expect(catalogues.fr['admin.validation.invalidEmail']).toBe("Le format de l'email est invalide");
    expect(catalogues.fr['layout.menu.pools']).toBe('Piscines et réservations');
    expect(catalogues.fr['common.form.minLength']).toBe('Au moins {count} caractères');
    expect(catalogues.fr['common.form.mismatch']).toBe('Les mots de passes ne correspondent pas!');
    expect(catalogues.fr['auth.forgotten.failed']).toBe('Erreur : Le compte et le mail ne correspondent pas');
    expect(catalogues.fr['auth.changePassword.done']).toBe('Mot de passe modifié avec succès.');
  });

  it('elides de and que before a name in French (issue 41): le cours d’Adam, de Léa', () => {
    const intl = createIntl({ locale: 'fr', messages: catalogues.fr, defaultRichTextElements: ELISION_TAGS, onWarn: () => {} });
    expect(intl.formatMessage({ id: 'bookings.cancel.title' }, { name: 'Adam', date: '06/01' })).toBe('Annuler le cours d’Adam du 06/01 ?');
    expect(intl.formatMessage({ id: 'bookings.cancel.title' }, { name: 'Léa', date: '06/01' })).toBe('Annuler le cours de Léa du 06/01 ?');
    expect(intl.formatMessage({ id: 'evaluation.panel.title' }, { name: 'Hugo' })).toBe('Évaluation d’Hugo');
    expect(intl.formatMessage({ id: 'auth.login.signedInAs' }, { name: 'Emma' })).toBe('Vous êtes connecté en tant qu’Emma.');
    // No French message writes "de" or "que" before a name's placeholder without the tag that elides it.
    const unelided = Object.entries(catalogues.fr).filter(([, text]) => /\b(de|que) \{(name|activity)\}/.test(text));
    expect(unelided).toEqual([]);
  });
});
