import { Button, Callout, NonIdealState, NonIdealStateIconSize, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Loading } from '../../../ui/Loading.tsx';
import { FormSection } from '../kit/FormSection.tsx';
import { LevelEditor } from './LevelEditor.tsx';
import { LEVELS_MAX } from './levelsForm.ts';
import { useLevels } from './useLevels.ts';
import './levels.css';

/**
 * The activity's levels and skills (issue 26): ordered, each renamed in French and English, moved,
 * removed; saved on their own (PUT /Activity/{id}/niveaux), apart from the activity's form.
 */
export function LevelsSection({ acyId }: { acyId: number }) {
  const intl = useIntl();
  const levels = useLevels(acyId);
  const [announce, setAnnounce] = useState('');
  const { draft } = levels;

  const move = (index: number, by: -1 | 1) => {
    const level = draft[index];
    if (!level) return;
    levels.moveLevel(index, by);
    setAnnounce(intl.formatMessage({ id: 'adminLevels.level.moved' }, { name: level.name || '…', position: index + by + 1 }));
  };

  return (
    <FormSection titleId="adminLevels.section.title" icon="numbered-list" className="plouf-levels">
      <p className="plouf-muted plouf-levels-intro"><FormattedMessage id="adminLevels.section.intro" /></p>
      {levels.status === 'loading' && <Loading />}
      {levels.status === 'error' && (
        <NonIdealState
          icon="error"
          iconSize={NonIdealStateIconSize.SMALL}
          title={<FormattedMessage id="adminLevels.section.loadError" />}
          action={<Button icon="refresh" onClick={levels.reload}><FormattedMessage id="common.action.retry" /></Button>}
        />
      )}
      {levels.status === 'done' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void levels.save();
          }}
        >
          {draft.length === 0 && <p><FormattedMessage id="adminLevels.section.none" /></p>}
          <ol className="plouf-levels-list">
            {draft.map((level, index) => (
              <li key={level.key}>
                <LevelEditor
                  level={level}
                  index={index}
                  count={draft.length}
                  tried={levels.tried}
                  onSet={(patch) => levels.setLevel(index, patch)}
                  onMove={(by) => move(index, by)}
                  onRemove={() => levels.removeLevel(index)}
                  onAddSkill={() => levels.addSkill(index)}
                  onSetSkill={(skillIndex, patch) => levels.setSkill(index, skillIndex, patch)}
                  onRemoveSkill={(skillIndex) => levels.removeSkill(index, skillIndex)}
                />
              </li>
            ))}
          </ol>
          <p className="plouf-sr-only" aria-live="polite">{announce}</p>
          <Button icon="add" disabled={draft.length >= LEVELS_MAX} onClick={levels.addLevel}>
            <FormattedMessage id="adminLevels.level.add" />
          </Button>
          {levels.problem && (
            <Callout intent="danger" icon="error" role="alert" className="plouf-levels-problem">
              <FormattedMessage id={`adminLevels.problem.${levels.problem}`} />
            </Callout>
          )}
          <div className="plouf-levels-actions">
            {levels.changed && <Tag intent="warning" minimal><FormattedMessage id="adminLevels.form.unsaved" /></Tag>}
            <Button disabled={!levels.changed || levels.busy} onClick={levels.reset}><FormattedMessage id="adminLevels.form.reset" /></Button>
            <Button type="submit" intent="primary" icon="floppy-disk" loading={levels.busy} disabled={!levels.changed}>
              <FormattedMessage id="adminLevels.form.save" />
            </Button>
          </div>
        </form>
      )}
    </FormSection>
  );
}
