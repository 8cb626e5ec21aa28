/**
 * The made-up people of the demo's months of history: families with plausible names, children with
 * birth dates, a few English-speaking. Pure and deterministic: the same seed gives the same people,
 * so a fresh start always shows the same demo.
 */

/** A small seeded generator (mulberry32): the demo never calls `Math.random`. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** `ms` moved to the school's waking hours (8 h to 21 h in Paris, near enough) when it fell at night. */
  const daytime = (ms: number) => {
    const hour = new Date(ms).getUTCHours();
    return hour >= 7 && hour <= 19 ? ms : ms - ((hour + 24 - 7) % 24) * 3_600_000 + Math.floor(next() * 12) * 3_600_000;
  };
  return {
    next,
    /** An integer from `min` to `max`, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    daytime,
  };
}
export type Random = ReturnType<typeof seededRandom>;

const SURNAMES = [
  'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David',
  'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand',
  'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Benali', 'Nguyen', 'Diallo',
  'Fontaine', 'Chevalier', 'Robin', 'Masson', 'Sanchez', 'Gérard', 'Boyer', 'Denis', 'Lemaire', 'Duval', 'Joly', 'Gautier', 'Roger', 'Roche', 'Haddad', 'Traoré',
];
const PARENTS = ['Camille', 'Julie', 'Aurélie', 'Sandrine', 'Émilie', 'Nathalie', 'Céline', 'Isabelle', 'Karine', 'Sophie', 'Thomas', 'Nicolas', 'Julien', 'Sébastien', 'Mathieu', 'Olivier', 'Karim', 'Stéphane', 'Fatou', 'Laure'];
const CHILDREN = ['Léa', 'Chloé', 'Manon', 'Inès', 'Jade', 'Louise', 'Alice', 'Lina', 'Rose', 'Anna', 'Lucas', 'Hugo', 'Gabriel', 'Louis', 'Arthur', 'Jules', 'Adam', 'Raphaël', 'Nathan', 'Sacha', 'Noah', 'Maël', 'Mila', 'Zoé'];
const ENGLISH = [
  { nom: 'Wilson', prenom: 'Emma' },
  { nom: 'Taylor', prenom: 'James' },
  { nom: 'Brown', prenom: 'Olivia' },
  { nom: 'O’Connor', prenom: 'Siobhan' },
  { nom: 'Clarke', prenom: 'Daniel' },
];
const ENGLISH_CHILDREN = ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Freya', 'Jack', 'Poppy'];

/** Towns near the demo's pools. */
const TOWNS = [
  { adrPostalCode: '93100', libelle: 'Montreuil' }, { adrPostalCode: '94300', libelle: 'Vincennes' }, { adrPostalCode: '94340', libelle: 'Joinville-le-Pont' },
  { adrPostalCode: '75019', libelle: 'Paris' }, { adrPostalCode: '75020', libelle: 'Paris' }, { adrPostalCode: '94130', libelle: 'Nogent-sur-Marne' }, { adrPostalCode: '93170', libelle: 'Bagnolet' },
];
const STREETS = ['rue de Paris', 'rue des Lilas', 'avenue de la République', 'rue Victor-Hugo', 'boulevard de Strasbourg', 'rue du Moulin', 'allée des Tilleuls', 'rue Jean-Jaurès'];

export interface DemoPerson {
  prenom: string;
  nom: string;
  /** Children only: the parents book for them. */
  birthDate: string | null;
}

export interface DemoFamily {
  nom: string;
  language: 'fr' | 'en';
  parent: DemoPerson & { email: string };
  children: DemoPerson[];
  /** The parent swims too (adults' lessons). */
  parentSwims: boolean;
  /** Days after the history's first day it signed up (negative: before). */
  joinedDay: number;
  address: { adrNumberWay: string; adrPostalCode: string; libelle: string };
}

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, '').toLowerCase();

/**
 * `count` families over `days` days: about a third there before the history starts, the others
 * signing up along the months. A child's age (in years, at `today`) decides the lessons they can take.
 *
 * @example
 * demoFamilies(seededRandom(24), 36, 120, '2026-11-27').length; // 36
 */
export function demoFamilies(random: Random, count: number, days: number, today: string): DemoFamily[] {
  const year = Number(today.slice(0, 4));
  const used = new Set<string>();
  const families: DemoFamily[] = [];
  for (let index = 0; index < count; index++) {
    const english = index % 7 === 3 && index / 7 < ENGLISH.length;
    const parentName = english ? ENGLISH[Math.floor(index / 7)]! : { nom: random.pick(SURNAMES.filter((name) => !used.has(name))), prenom: random.pick(PARENTS) };
    used.add(parentName.nom);
    const domain = english ? 'example.com' : 'example.fr';
    const email = `${ascii(parentName.prenom)}.${ascii(parentName.nom)}@${domain}`;
    // A mix: toddlers (the babies' lessons), young children, older ones, and adults alone.
    const kind = index % 6;
    const ages = kind === 0 ? [random.int(1, 2)] : kind === 1 ? [random.int(3, 5), random.int(6, 9)] : kind === 2 ? [random.int(6, 8)] : kind === 3 ? [random.int(8, 12)] : kind === 4 ? [random.int(2, 4), random.int(5, 8)] : [];
    const children = ages.map((age) => {
      const month = random.int(1, 12);
      const day = random.int(1, 28);
      return { prenom: random.pick(english ? ENGLISH_CHILDREN : CHILDREN), nom: parentName.nom, birthDate: `${year - age - (month > Number(today.slice(5, 7)) ? 1 : 0)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
    });
    families.push({
      nom: parentName.nom,
      language: english ? 'en' : 'fr',
      parent: { ...parentName, email, birthDate: null },
      children,
      parentSwims: children.length === 0 || random.chance(0.15),
      joinedDay: index < count / 3 ? -random.int(1, 60) : random.int(0, days - 7),
      address: { adrNumberWay: `${random.int(1, 120)} ${random.pick(STREETS)}`, ...random.pick(TOWNS) },
    });
  }
  return families;
}
