/**
 * Levels, the rating scale, evaluations and report cards (issue 26, docs/adr/0023): what the
 * back-office and the instructor send, and the views query-api answers.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int, MomentText, Nullable, Required, Text } from '@plouf/infra/schemas';
import { MemberCareView } from '../families/contract.ts';
import { LEVELS_MAX, SCALE_MAX, SCALE_MIN, SKILLS_MAX } from './levels.ts';

const SkillInput = Type.Object({ sklId: Nullable(Id, { default: null }), name: Required(120), englishName: Text(120) });
const LevelInput = Type.Object({ lvlId: Nullable(Id, { default: null }), name: Required(80), englishName: Text(80), skills: Type.Array(SkillInput, { maxItems: SKILLS_MAX, default: [] }) });

/** PUT /Activity/{id}/niveaux (admin): the activity's levels in order; a new level or skill has a null id. */
export const LevelsInput = Type.Object({ levels: Type.Array(LevelInput, { maxItems: LEVELS_MAX }) });
export type LevelsInput = Static<typeof LevelsInput>;

const SkillView = Type.Object({ sklId: Id, name: Type.String(), englishName: Type.String() });
export const LevelView = Type.Object({ lvlId: Id, name: Type.String(), englishName: Type.String(), skills: Type.Array(SkillView) });
export type LevelView = Static<typeof LevelView>;
/** GET /Activity/{id}/niveaux (everyone) and PUT's answer. */
export const LevelsView = Type.Object({ acyId: Id, levels: Type.Array(LevelView) });
export type LevelsView = Static<typeof LevelsView>;

const ScaleStep = Type.Object({ fr: Required(40), en: Text(40) });
/** PUT /Ecole/echelle (admin): the school's rating scale, lowest first. */
export const ScaleInput = Type.Object({ steps: Type.Array(ScaleStep, { minItems: SCALE_MIN, maxItems: SCALE_MAX }) });
export type ScaleInput = Static<typeof ScaleInput>;
/** GET /Ecole/echelle (anyone signed in) and PUT's answer. */
export const ScaleView = Type.Object({ steps: Type.Array(Type.Object({ fr: Type.String(), en: Type.String() })) });
export type ScaleView = Static<typeof ScaleView>;

/**
 * POST /Cours/{id}/evaluation (the course's instructor, or the desk): one child of the roster, skills
 * of their level rated (an index on the scale), a note, the level passed or not.
 */
export const EvaluationInput = Type.Object({
  usrId: Id,
  /** The level evaluated (the child's current level of the course's activity, as the deck showed it). */
  lvlId: Id,
  ratings: Type.Array(Type.Object({ sklId: Id, rating: Int(0, SCALE_MAX - 1) }), { maxItems: SKILLS_MAX, default: [] }),
  note: Text(1000),
  passed: Type.Boolean({ default: false }),
});
export type EvaluationInput = Static<typeof EvaluationInput>;

const Rating = Type.Object({ sklId: Id, skillName: Type.String(), skillEnglishName: Type.String(), rating: Type.Integer(), label: Type.String(), englishLabel: Type.String() });
const Named = Type.Object({ lvlId: Id, name: Type.String(), englishName: Type.String() });

/** One evaluation or level passed of a child, as the report card's history shows it. */
export const EvaluationEntry = Type.Object({
  evaluationId: Id,
  at: MomentText,
  kind: Type.Union([Type.Literal('evaluated'), Type.Literal('passed')]),
  crsId: Id,
  level: Named,
  evaluator: Type.String(),
  ratings: Type.Array(Rating),
  note: Type.String(),
});
export type EvaluationEntry = Static<typeof EvaluationEntry>;

/** A child's report card in one activity: the level they work on, its skills as last rated, the levels passed, the history. */
export const ReportCardView = Type.Object({
  usrId: Id,
  famId: Id,
  memberName: Type.String(),
  acyId: Id,
  acyName: Type.String(),
  /** The level they work on now; null: every level passed, or the activity has none. */
  current: Nullable(Type.Object({ ...Named.properties, skills: Type.Array(Type.Object({ ...SkillView.properties, rating: Nullable(Type.Integer()), label: Nullable(Type.String()), englishLabel: Nullable(Type.String()), at: Nullable(MomentText), evaluator: Nullable(Type.String()) })) })),
  passed: Type.Array(Type.Object({ ...Named.properties, at: MomentText, evaluator: Type.String() })),
  /** Newest first. */
  history: Type.Array(EvaluationEntry),
  /** How many levels the activity has, and the index of the current one (for a progress bar). */
  levelCount: Type.Integer(),
});
export type ReportCardView = Static<typeof ReportCardView>;

/** GET /Family/progression: whose cards (the desk names a family). */
export const ProgressQuery = Type.Object({ famId: Type.Optional(Id) });

/** GET /Cours/{id}/progression (the course's instructor, the desk): what the deck evaluates with. */
export const CourseProgressView = Type.Object({
  crsId: Id,
  acyId: Id,
  levels: Type.Array(LevelView),
  scale: ScaleView.properties.steps,
  /** One per child seated on the course, in the roster's order. */
  cards: Type.Array(ReportCardView),
  /** The care details of those who have some (medical notes, allergies, whom to call, photo consent); each read is logged. */
  care: Type.Array(MemberCareView),
});
export type CourseProgressView = Static<typeof CourseProgressView>;
