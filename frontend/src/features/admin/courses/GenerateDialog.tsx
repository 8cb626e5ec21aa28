import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, HTMLSelect, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { Dialog } from '../../../ui/Dialog.tsx';
import { slotKey } from '@plouf/command-api/course-generation';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { dayText } from '../../../lib/parisTime.ts';
import { useLevelNames } from '../catalogue/useActivityLevels.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { useActivityChoices, useInstructorChoices } from '../catalogue/useChoices.ts';
import { termName } from '../terms/termText.ts';
import { courseDay, dayHeading, parisTime } from './courseTime.ts';
import { useGeneration } from './useGeneration.ts';

interface GenerateDialogProps {
  initialPool: number | null;
  onClose: () => void;
  /** Courses were created: the list shows them. */
  onCreated: () => void;
}

/**
 * Pick a pool and a period (the coming four weeks by default), see the courses its templates give
 * (those that exist greyed), untick some, and read how many will be created over how many weeks
 * before creating them.
 */
export function GenerateDialog({ initialPool, onClose, onCreated }: GenerateDialogProps) {
  const intl = useIntl();
  const generation = useGeneration(initialPool);
  const [created, setCreated] = useState<number | null>(null);
  const activities = useActivityChoices();
  const instructors = useInstructorChoices();
  const names = useMemo(
    () => ({ activity: new Map(activities.options.map((option) => [option.id, option.label])), instructor: new Map(instructors.options.map((option) => [option.id, option.label])) }),
    [activities.options, instructors.options],
  );
  const { pool, period, rows } = generation;
  const { locale } = useLocale();
  const levelNames = useLevelNames(pool?.templateCours.filter((template) => template.lvlId != null).map((template) => template.acyId) ?? [], locale);
  const allTicked = generation.creatable > 0 && generation.selected === generation.creatable;

  const changePeriod = (patch: { from?: string; to?: string }) => {
    if (Object.values(patch).some((day) => !day)) return;
    setCreated(null);
    generation.setPeriod(patch);
  };
  const submit = async () => {
    const count = await generation.submit();
    if (count === null) return;
    setCreated(count);
    if (count > 0) onCreated();
  };

  return (
    <Dialog isOpen title={intl.formatMessage({ id: 'adminCourses.generate.title' })} icon="automatic-updates" onClose={generation.busy ? undefined : onClose} className="plouf-course-generate">
      <DialogBody>
        <div className="plouf-course-generate-fields">
          <FormGroup label={intl.formatMessage({ id: 'adminCourses.generate.pool' })} labelFor="generate-pool">
            <HTMLSelect
              id="generate-pool"
              value={pool?.id ?? ''}
              onChange={(event) => {
                setCreated(null);
                generation.choosePool(event.currentTarget.value === '' ? null : Number(event.currentTarget.value));
              }}
              options={[{ value: '', label: intl.formatMessage({ id: 'adminCourses.generate.choosePool' }) }, ...generation.pools.map((candidate) => ({ value: candidate.id, label: candidate.libelle }))]}
            />
          </FormGroup>
          {period && generation.terms.length > 0 && (
            <FormGroup label={intl.formatMessage({ id: 'adminTerms.generate.term' })} labelFor="generate-term">
              <HTMLSelect
                id="generate-term"
                value={generation.termId ?? ''}
                onChange={(event) => {
                  if (event.currentTarget.value === '') return;
                  setCreated(null);
                  generation.chooseTerm(Number(event.currentTarget.value));
                }}
                options={[{ value: '', label: intl.formatMessage({ id: 'adminTerms.generate.chooseTerm' }) }, ...generation.terms.map((term) => ({ value: term.id, label: `${termName(term, intl.locale)} (${dayText(term.firstDay)} – ${dayText(term.lastDay)})` }))]}
              />
            </FormGroup>
          )}
          {period && (
            <>
              <FormGroup label={intl.formatMessage({ id: 'adminCourses.generate.from' })} labelFor="generate-from" helperText={intl.formatMessage({ id: 'adminCourses.generate.periodHelp' })}>
                <InputGroup id="generate-from" type="date" value={period.from} onValueChange={(from) => changePeriod({ from })} />
              </FormGroup>
              <FormGroup label={intl.formatMessage({ id: 'adminCourses.generate.to' })} labelFor="generate-to">
                <InputGroup id="generate-to" type="date" value={period.to} onValueChange={(to) => changePeriod({ to })} />
              </FormGroup>
            </>
          )}
        </div>
        {created !== null && (
          <Callout intent={created === 0 ? 'warning' : 'success'} icon={created === 0 ? 'info-sign' : 'tick-circle'} className="plouf-course-generate-result">
            <FormattedMessage id={created === 0 ? 'adminCourses.generate.nothing' : 'adminCourses.generate.created'} values={{ count: created }} />
          </Callout>
        )}
        {pool && pool.templateCours.length === 0 && <Callout intent="warning"><FormattedMessage id="adminCourses.generate.noTemplate" /></Callout>}
        {pool && pool.templateCours.length > 0 && rows.length === 0 && <p className="plouf-muted"><FormattedMessage id="adminCourses.generate.noCourse" /></p>}
        {rows.length > 0 && (
          <>
            <div className="plouf-course-generate-bar">
              <Checkbox
                checked={allTicked}
                disabled={generation.checking || generation.creatable === 0}
                indeterminate={generation.selected > 0 && !allTicked}
                onChange={() => generation.tickAll(!allTicked)}
                label={intl.formatMessage({ id: allTicked ? 'adminCourses.generate.untickAll' : 'adminCourses.generate.tickAll' })}
              />
              {generation.checking ? (
                <Spinner size={16} aria-label={intl.formatMessage({ id: 'adminCourses.generate.checking' })} />
              ) : (
                <span className="plouf-muted"><FormattedMessage id="adminCourses.generate.selection" values={{ selected: generation.selected, total: generation.creatable }} /></span>
              )}
            </div>
            {period && !generation.checking && (
              <Callout intent={generation.selected > 0 ? 'primary' : 'none'} icon="calendar" className="plouf-course-generate-summary">
                <FormattedMessage
                  id="adminCourses.generate.summary"
                  values={{ count: generation.selected, weeks: generation.weeks, from: dayHeading(period.from, intl.locale, 'long'), to: dayHeading(period.to, intl.locale, 'long') }}
                />
                {generation.existing > 0 && (
                  <>
                    {' '}
                    <FormattedMessage id="adminCourses.generate.existing" values={{ count: generation.existing }} />
                  </>
                )}
                {generation.closed > 0 && (
                  <>
                    {' '}
                    <FormattedMessage id="adminCourses.generate.closedCount" values={{ count: generation.closed }} />
                  </>
                )}
              </Callout>
            )}
            {/* It scrolls on its own: reachable from the keyboard, and named for a screen reader. */}
            <div className="plouf-table-wrap plouf-course-generate-table" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'adminCourses.generate.preview' })}>
              <HTMLTable compact striped>
                <thead>
                  <tr>
                    <th><span className="plouf-sr-only"><FormattedMessage id="adminCourses.generate.keep" /></span></th>
                    <th><FormattedMessage id="adminCourses.column.day" /></th>
                    <th><FormattedMessage id="adminCourses.column.time" /></th>
                    <th><FormattedMessage id="adminCourses.column.activity" /></th>
                    <th><FormattedMessage id="adminCourses.column.instructor" /></th>
                    <th><FormattedMessage id="adminCourses.column.duration" /></th>
                    <th><FormattedMessage id="adminCourses.column.capacity" /></th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((course) => (
                    <tr key={slotKey(course)} className={course.existing || course.closed ? 'plouf-course-row--existing' : course.selected ? undefined : 'plouf-course-row--unticked'}>
                      <td>
                        <Checkbox
                          className="plouf-course-keep"
                          checked={course.selected}
                          disabled={course.existing !== null || course.closed !== null || generation.checking}
                          onChange={() => generation.toggle(course)}
                          aria-label={intl.formatMessage({ id: course.existing ? 'adminCourses.generate.exists' : course.closed ? 'adminCourses.generate.closed' : 'adminCourses.generate.keep' })}
                        />
                      </td>
                      <td>
                        {dayHeading(courseDay(course.crsDatdebut), intl.locale)}
                        {course.existing && (
                          <Tag minimal className="plouf-course-exists">
                            <FormattedMessage id={course.existing.cancelled ? 'adminCourses.generate.existsCancelled' : 'adminCourses.generate.exists'} />
                          </Tag>
                        )}
                        {course.closed && (
                          <Tag minimal intent="warning" className="plouf-course-closed">
                            <FormattedMessage id="adminCourses.generate.closedBecause" values={{ reason: (intl.locale.startsWith('en') && course.closed.englishReason) || course.closed.reason }} />
                          </Tag>
                        )}
                      </td>
                      <td>{parisTime(course.crsDatdebut)}</td>
                      <td>{names.activity.get(course.acyId) ?? course.acyId}{course.libelle && <span className="plouf-muted"> · {course.libelle}</span>}
                        {course.lvlId !== null && (
                          <div className="plouf-muted plouf-small"><FormattedMessage id="adminCourses.card.level" values={{ label: levelNames.get(course.lvlId) ?? `#${course.lvlId}` }} /></div>
                        )}
                      </td>
                      <td>{names.instructor.get(course.usrId) ?? course.usrId}</td>
                      <td><FormattedMessage id="adminCourses.card.minutes" values={{ minutes: course.crsDureeMin }} /></td>
                      <td>{course.crsCapaciteMax}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          </>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button disabled={generation.busy} onClick={onClose}><FormattedMessage id="common.action.close" /></Button>
            <Button intent="primary" icon="add" loading={generation.busy} disabled={generation.checking || generation.selected === 0} onClick={() => void submit()}>
              <FormattedMessage id="adminCourses.generate.submit" values={{ count: generation.selected }} />
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
