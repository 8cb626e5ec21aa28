import { given } from '@plouf/infra/given';
import { describe, expect, it } from 'vitest';
import { levelsDecider, progressDecider, scaleDecider, type Evaluate } from './decider.ts';
import type { LevelPassed, LevelsSaved, ProgressEvent, SkillsEvaluated } from './events.ts';
import { DEFAULT_SCALE, currentLevel, levelReached, type Level } from './levels.ts';

const now = '2026-12-02T14:00:00.000Z';
const levels: Level[] = [
  { lvlId: 1, name: 'Têtard', englishName: 'Tadpole', skills: [{ sklId: 11, name: 'Souffler dans l’eau', englishName: 'Blow bubbles' }, { sklId: 12, name: 'Flotter sur le dos', englishName: 'Back float' }] },
  { lvlId: 2, name: 'Grenouille', englishName: 'Frog', skills: [{ sklId: 21, name: 'Battements de jambes', englishName: 'Flutter kick' }] },
  { lvlId: 3, name: 'Dauphin', englishName: '', skills: [] },
];
const subject = {
  usrId: 40,
  famId: 7,
  memberName: 'Léa Martin',
  acyId: 5,
  acyName: 'Natation enfants',
  lvlId: 1,
  levelName: 'Têtard',
  levelEnglishName: 'Tadpole',
  crsId: 900,
  evaluator: { mnsId: 2, name: 'Sophie Durand' },
};
const notify = { email: 'famille@example.org', name: 'Anne Martin', language: 'fr' as const };
const evaluate = (change: Partial<Evaluate['data']> = {}): Evaluate => ({
  type: 'Evaluate',
  data: { evaluationId: 1, subject, level: levels[0]!, next: { lvlId: 2, name: 'Grenouille', englishName: 'Frog' }, scale: DEFAULT_SCALE, ratings: [], note: '', passed: false, notify, opensAt: '2026-12-02T13:30:00.000Z', opensMinutesBefore: 30, absent: false, now, by: 3, ...change },
});
const evaluated = (evaluationId: number, ratings: SkillsEvaluated['data']['ratings'], note = ''): SkillsEvaluated => ({ type: 'SkillsEvaluated', data: { ...subject, evaluationId, ratings, note, at: now, by: 3 } });
const passed = (evaluationId: number): LevelPassed => ({ type: 'LevelPassed', data: { ...subject, evaluationId, next: { lvlId: 2, name: 'Grenouille', englishName: 'Frog' }, notify, at: now, by: 3 } });
const progress = (...past: ProgressEvent[]) => given(progressDecider, ...past);

describe('levels', () => {
  it('a child works on the first level they have not passed, and may take a course of the level after their last one passed', () => {
    expect(currentLevel(levels, [])?.lvlId).toBe(1);
    expect(currentLevel(levels, [1])?.lvlId).toBe(2);
    expect(currentLevel(levels, [1, 2, 3])).toBeNull();
    expect(levelReached(levels, [], 1)).toBe(true);
    expect(levelReached(levels, [], 2)).toBe(false);
    expect(levelReached(levels, [1], 2)).toBe(true);
    expect(levelReached(levels, [1], 3)).toBe(false);
    // A child who went further may still take an easier course, and a level no longer there restricts nothing.
    expect(levelReached(levels, [1, 2], 2)).toBe(true);
    expect(levelReached(levels, [], 99)).toBe(true);
  });

  it('saves an activity’s levels, once, and refuses names missing or repeated', () => {
    const saved: LevelsSaved = { type: 'LevelsSaved', data: { acyId: 5, levels, at: now, by: 1 } };
    given(levelsDecider).when({ type: 'SaveLevels', data: { acyId: 5, levels, now, by: 1 } }).then([saved]);
    given(levelsDecider, saved).when({ type: 'SaveLevels', data: { acyId: 5, levels, now, by: 1 } }).then([]);
    const twice = [levels[0]!, { ...levels[1]!, name: ' têtard ' }];
    given(levelsDecider).when({ type: 'SaveLevels', data: { acyId: 5, levels: twice, now, by: 1 } }).refuses('LevelsInvalid');
    const blankSkill = [{ ...levels[0]!, skills: [{ sklId: 11, name: '  ', englishName: '' }] }];
    given(levelsDecider).when({ type: 'SaveLevels', data: { acyId: 5, levels: blankSkill, now, by: 1 } }).refuses('LevelsInvalid');
  });

  it('keeps the default scale until one of two to six named steps is saved', () => {
    expect(scaleDecider.initialState().steps.map((step) => step.fr)).toEqual(['Pas encore', 'En progrès', 'Acquis']);
    given(scaleDecider).when({ type: 'SaveScale', data: { steps: [{ fr: 'Non', en: 'No' }], now, by: 1 } }).refuses('ScaleInvalid');
    given(scaleDecider)
      .when({ type: 'SaveScale', data: { steps: [{ fr: ' Non ', en: 'No' }, { fr: 'Oui', en: '' }], now, by: 1 } })
      .then([{ type: 'ScaleSaved', data: { steps: [{ fr: 'Non', en: 'No' }, { fr: 'Oui', en: '' }], at: now, by: 1 } }]);
  });
});

describe('evaluations', () => {
  it('records skills rated on the scale with their names and labels, and the note', () => {
    progress()
      .when(evaluate({ ratings: [{ sklId: 11, rating: 2 }, { sklId: 12, rating: 1 }], note: ' Très à l’aise ' }))
      .then([
        evaluated(
          1,
          [
            { sklId: 11, skillName: 'Souffler dans l’eau', skillEnglishName: 'Blow bubbles', rating: 2, label: 'Acquis', englishLabel: 'Achieved' },
            { sklId: 12, skillName: 'Flotter sur le dos', skillEnglishName: 'Back float', rating: 1, label: 'En progrès', englishLabel: 'In progress' },
          ],
          'Très à l’aise',
        ),
      ]);
  });

  it('records a level passed with the next one, and the same evaluation sent again records nothing', () => {
    progress().when(evaluate({ passed: true })).then([passed(1)]);
    progress(passed(1)).when(evaluate({ passed: true })).then([]);
  });

  it('refuses a level passed twice (someone else passed it meanwhile), a skill of another level, a rating off the scale, an empty evaluation', () => {
    progress(passed(1)).when(evaluate({ evaluationId: 2, passed: true })).refuses('LevelAlreadyPassed');
    progress().when(evaluate({ ratings: [{ sklId: 21, rating: 1 }] })).refuses('RatingInvalid');
    progress().when(evaluate({ ratings: [{ sklId: 11, rating: 3 }] })).refuses('RatingInvalid');
    progress().when(evaluate({ ratings: [], note: '   ' })).refuses('RatingInvalid');
  });

  it('refuses an evaluation before the lesson’s roster opens', () => {
    progress().when(evaluate({ passed: true, opensAt: '2026-12-02T14:00:00.001Z' })).refuses('EvaluationNotYet');
    progress().when(evaluate({ passed: true, opensAt: now })).then([passed(1)]);
  });

  it('refuses to evaluate a child marked absent on that lesson (issue 41): no rating, note or level passed reaches the card', () => {
    progress().when(evaluate({ absent: true, ratings: [{ sklId: 11, rating: 2 }] })).refuses('EvaluatedAbsent');
    progress().when(evaluate({ absent: true, passed: true })).refuses('EvaluatedAbsent');
    progress().when(evaluate({ absent: true, note: 'Absent' })).refuses('EvaluatedAbsent');
  });

  it('still takes ratings on a level already passed (a late note), without passing it again', () => {
    progress(passed(1))
      .when(evaluate({ evaluationId: 2, ratings: [{ sklId: 12, rating: 2 }] }))
      .then([evaluated(2, [{ sklId: 12, skillName: 'Flotter sur le dos', skillEnglishName: 'Back float', rating: 2, label: 'Acquis', englishLabel: 'Achieved' }])]);
  });
});
