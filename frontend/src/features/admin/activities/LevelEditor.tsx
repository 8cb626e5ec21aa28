import { Button, ButtonGroup, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LevelDraft, LevelPatch, SkillPatch } from './levelsForm.ts';
import { SKILLS_MAX } from './levelsForm.ts';

interface LevelEditorProps {
  level: LevelDraft;
  index: number;
  count: number;
  /** Saving was tried: an empty name is marked. */
  tried: boolean;
  onSet: (patch: LevelPatch) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onAddSkill: () => void;
  onSetSkill: (skillIndex: number, patch: SkillPatch) => void;
  onRemoveSkill: (skillIndex: number) => void;
}

/** One level of the activity: its names in French and English, its place, and its skills. */
export function LevelEditor({ level, index, count, tried, onSet, onMove, onRemove, onAddSkill, onSetSkill, onRemoveSkill }: LevelEditorProps) {
  const intl = useIntl();
  const position = index + 1;
  const id = `level-${level.key}`;
  const missing = (name: string) => tried && name.trim() === '';
  const required = intl.formatMessage({ id: 'admin.validation.required' });

  return (
    <fieldset className="plouf-level" data-level-id={level.lvlId ?? undefined}>
      <legend className="plouf-level-legend">
        <FormattedMessage id="adminLevels.level.legend" values={{ position }} />
        {level.name.trim() && <span className="plouf-muted"> · {level.name}</span>}
      </legend>
      <div className="plouf-level-names">
        <FormGroup label={intl.formatMessage({ id: 'adminLevels.level.name' })} labelFor={`${id}-fr`} labelInfo="*" helperText={missing(level.name) ? required : undefined} intent={missing(level.name) ? 'danger' : 'none'}>
          <InputGroup id={`${id}-fr`} value={level.name} maxLength={80} onValueChange={(name) => onSet({ name })} aria-invalid={missing(level.name) || undefined} intent={missing(level.name) ? 'danger' : 'none'} autoComplete="off" />
        </FormGroup>
        <FormGroup label={intl.formatMessage({ id: 'adminLevels.level.englishName' })} labelFor={`${id}-en`}>
          <InputGroup id={`${id}-en`} lang="en" value={level.englishName} maxLength={80} onValueChange={(englishName) => onSet({ englishName })} autoComplete="off" />
        </FormGroup>
      </div>
      <ButtonGroup className="plouf-level-moves">
        <Button icon="arrow-up" disabled={index === 0} onClick={() => onMove(-1)} aria-label={intl.formatMessage({ id: 'adminLevels.level.up' }, { position })} />
        <Button icon="arrow-down" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={intl.formatMessage({ id: 'adminLevels.level.down' }, { position })} />
        <Button icon="trash" intent="danger" variant="minimal" onClick={onRemove} aria-label={intl.formatMessage({ id: 'adminLevels.level.removeLabel' }, { position })}>
          <FormattedMessage id="adminLevels.level.remove" />
        </Button>
      </ButtonGroup>

      <h3 className="plouf-level-skills-title"><FormattedMessage id="adminLevels.skill.title" /></h3>
      {level.skills.length === 0 && <p className="plouf-muted plouf-small"><FormattedMessage id="adminLevels.skill.none" /></p>}
      <ol className="plouf-level-skills">
        {level.skills.map((skill, skillIndex) => {
          const skillPosition = skillIndex + 1;
          const skillId = `${id}-skill-${skill.key}`;
          const invalid = missing(skill.name);
          return (
            <li key={skill.key} className="plouf-level-skill" data-skill-id={skill.sklId ?? undefined}>
              <FormGroup label={intl.formatMessage({ id: 'adminLevels.skill.name' }, { position: skillPosition })} labelFor={`${skillId}-fr`} labelInfo="*" helperText={invalid ? required : undefined} intent={invalid ? 'danger' : 'none'}>
                <InputGroup id={`${skillId}-fr`} value={skill.name} maxLength={120} onValueChange={(name) => onSetSkill(skillIndex, { name })} aria-invalid={invalid || undefined} intent={invalid ? 'danger' : 'none'} autoComplete="off" />
              </FormGroup>
              <FormGroup label={intl.formatMessage({ id: 'adminLevels.skill.englishName' }, { position: skillPosition })} labelFor={`${skillId}-en`}>
                <InputGroup id={`${skillId}-en`} lang="en" value={skill.englishName} maxLength={120} onValueChange={(englishName) => onSetSkill(skillIndex, { englishName })} autoComplete="off" />
              </FormGroup>
              <Button icon="cross" variant="minimal" className="plouf-level-skill-remove" onClick={() => onRemoveSkill(skillIndex)} aria-label={intl.formatMessage({ id: 'adminLevels.skill.remove' }, { position: skillPosition })}>
                <FormattedMessage id="adminLevels.level.remove" />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button icon="add" variant="outlined" size="small" disabled={level.skills.length >= SKILLS_MAX} onClick={onAddSkill}>
        <FormattedMessage id="adminLevels.skill.add" />
      </Button>
    </fieldset>
  );
}
