import { describe, expect, it } from 'vitest';
import { allCatalogues as catalogues } from '../../i18n/allCatalogues.ts';

describe('image card messages', () => {
  it("keeps the spec's French dialog texts (§8)", () => {
    expect(catalogues.fr['imageUpload.full.body']).toBe("Vous ne pouvez plus ajouter d'image. Le nombre maximal d'image a été atteint");
    expect(catalogues.fr['imageUpload.tooMany.title']).toBe("Attention trop d'images");
    expect(catalogues.fr['imageUpload.tooMany.one']).toBe('Seul la première image sera envoyée');
    expect(catalogues.fr['imageUpload.tooMany.some']).toBe('les {count} premières images seront envoyées. Voulez vous continuer');
    expect(catalogues.fr['imageUpload.tooMany.continue']).toBe('Continuer');
    expect(catalogues.fr['imageUpload.tooMany.stop']).toBe('Arreter');
    expect(catalogues.fr['imageUpload.delete.confirm']).toBe("Voulez vous vraiment supprimer l'image?");
    expect(catalogues.fr['imageUpload.delete.yes']).toBe('Supprimer');
    expect(catalogues.fr['imageUpload.delete.no']).toBe('Annuler');
    expect(catalogues.fr['imageUpload.edit.name']).toBe('Titre');
  });
});
