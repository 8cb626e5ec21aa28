import { Button, Callout, Card, FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Radio, RadioGroup, Tag } from '@blueprintjs/core';
import type { WaitlistMode } from '@plouf/command-api/school-rules';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ADMIN_CATALOGUE_ROOMS, POOLS } from '../../../api/catalogue.ts';
import { useCachedList } from '../../../api/catalogueCache.ts';
import { useLocale } from '../../../i18n/LocaleProvider.tsx';
import { nameIn } from '../../../lib/localized.ts';
import { parisDateTime } from '../../../lib/parisTime.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { ADMIN_BASE } from '../shell/sections.ts';
import { TextInput } from '../kit/Field.tsx';
import { POOL_RULES, type NumberRule, type RulesDraft } from './rulesForm.ts';
import { ScaleCard } from './ScaleCard.tsx';
import { useRules } from './useRules.ts';
import './school.css';

type Unit = 'minutes' | 'hours' | 'days' | 'places' | 'people';
const UNITS: Record<NumberRule, Unit> = {
  cutoffHours: 'hours',
  creditValidityDays: 'days',
  makeupExtraPlaces: 'places',
  offerWindowHours: 'hours',
  waitlistCap: 'people',
  reminderLeadHours: 'hours',
  holdMinutes: 'minutes',
};

/**
 * /profil/administration/regles: the school's rules for running a term, each with its unit and what
 * it does, then the pools' own rules (an empty field follows the school's). Saved as one document;
 * what the server refuses is shown on its field. Then the rating scale, saved on its own.
 */
export default function RulesPage() {
  usePageTitle('adminSchool.rules.title');
  const intl = useIntl();
  const { locale } = useLocale();
  const poolList = useCachedList(POOLS, ADMIN_CATALOGUE_ROOMS.pools);
  const pools = useMemo(() => [...(poolList.data ?? [])].sort((a, b) => nameIn(a, locale).localeCompare(nameIn(b, locale), locale)), [poolList.data, locale]);
  const psnIds = useMemo(() => pools.map((pool) => pool.id), [pools]);
  const rules = useRules(psnIds);
  const { draft, view, errors } = rules;
  const unit = (rule: NumberRule) => intl.formatMessage({ id: `adminSchool.unit.${UNITS[rule]}` });
  const modeName = (mode: WaitlistMode) => intl.formatMessage({ id: mode === 'offer' ? 'adminSchool.mode.offerShort' : 'adminSchool.mode.automaticShort' });
  /** The school's value of a rule a pool may set, as the pools' table reminds it. */
  const schoolValue = (rule: (typeof POOL_RULES)[number]) =>
    intl.formatMessage({ id: 'adminSchool.pools.schoolValue' }, { text: draft ? (rule === 'waitlistMode' ? modeName(draft.school.waitlistMode) : `${draft.school[rule]} ${unit(rule)}`) : '' });

  if (rules.status === 'loading' && !draft) return <Loading />;
  if (!draft || !view) {
    return <NonIdealState icon="error" title={<FormattedMessage id="adminSchool.rules.loadError" />} action={<Button icon="refresh" onClick={rules.reload}><FormattedMessage id="common.action.retry" /></Button>} />;
  }

  const numberField = (rule: NumberRule) => (
    <NumberField
      key={rule}
      id={`rule-${rule}`}
      label={intl.formatMessage({ id: `adminSchool.field.${rule}` })}
      help={intl.formatMessage({ id: `adminSchool.field.${rule}Help` })}
      unit={unit(rule)}
      value={draft.school[rule]}
      error={errors[`school.${rule}`]}
      onChange={(value) => rules.setSchool({ [rule]: value })}
    />
  );

  return (
    <section className="plouf-page plouf-page--flush plouf-school-rules">
      <div className="plouf-page-head">
        <h1 className="plouf-page-title"><FormattedMessage id="adminSchool.rules.title" /></h1>
        <span className="plouf-muted">
          {view.savedAt ? <FormattedMessage id="adminSchool.rules.savedAt" values={{ date: parisDateTime(view.savedAt) }} /> : <FormattedMessage id="adminSchool.rules.defaults" />}
        </span>
      </div>
      <p className="plouf-muted plouf-school-intro"><FormattedMessage id="adminSchool.rules.intro" /></p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void rules.submit();
        }}
      >
        {rules.refusal && (
          <Callout intent="danger" icon="error" role="alert" className="plouf-school-refusal">
            {rules.refusal}
          </Callout>
        )}
        <div className="plouf-school-grid">
          <Card elevation={1} className="plouf-form-card">
            <h2 className="plouf-card-title"><FormattedMessage id="adminSchool.section.cancel" /></h2>
            {numberField('cutoffHours')}
            {numberField('creditValidityDays')}
            {numberField('makeupExtraPlaces')}
          </Card>
          <Card elevation={1} className="plouf-form-card">
            <h2 className="plouf-card-title"><FormattedMessage id="adminSchool.section.waitlist" /></h2>
            <RadioGroup
              label={intl.formatMessage({ id: 'adminSchool.field.waitlistMode' })}
              selectedValue={draft.school.waitlistMode}
              onChange={(event) => rules.setSchool({ waitlistMode: event.currentTarget.value as WaitlistMode })}
              className="plouf-school-mode"
            >
              <Radio value="automatic" label={intl.formatMessage({ id: 'adminSchool.mode.automatic' })} />
              <Radio value="offer" label={intl.formatMessage({ id: 'adminSchool.mode.offer' })} />
            </RadioGroup>
            {numberField('offerWindowHours')}
            {numberField('waitlistCap')}
          </Card>
          <Card elevation={1} className="plouf-form-card">
            <h2 className="plouf-card-title"><FormattedMessage id="adminSchool.section.reminders" /></h2>
            {numberField('reminderLeadHours')}
          </Card>
          <Card elevation={1} className="plouf-form-card">
            <h2 className="plouf-card-title"><FormattedMessage id="adminSchool.section.tuition" /></h2>
            {numberField('holdMinutes')}
            <TextInput
              id="rule-instalmentRetryDays"
              labelId="adminSchool.field.instalmentRetryDays"
              helper={intl.formatMessage({ id: 'adminSchool.field.instalmentRetryDaysHelp' })}
              value={draft.school.instalmentRetryDays}
              error={errors['school.instalmentRetryDays']}
              onChange={(instalmentRetryDays) => rules.setSchool({ instalmentRetryDays })}
            />
          </Card>
        </div>

        <Card elevation={1} className="plouf-form-card plouf-school-pools">
          <h2 className="plouf-card-title"><FormattedMessage id="adminSchool.section.pools" /></h2>
          <p className="plouf-muted"><FormattedMessage id="adminSchool.section.poolsHelp" /></p>
          {pools.length === 0 ? (
            <p className="plouf-muted"><FormattedMessage id="adminSchool.pools.none" /></p>
          ) : (
            // It may scroll on its own between a phone's stacked rows and a wide screen: reachable from the keyboard, and named.
            <div className="plouf-school-pool-wrap" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'adminSchool.section.pools' })}>
            <HTMLTable compact striped className="plouf-data-table plouf-school-pool-table">
              <thead>
                <tr>
                  <th scope="col"><FormattedMessage id="adminSchool.pools.pool" /></th>
                  <th scope="col"><FormattedMessage id="adminSchool.pools.cutoff" /></th>
                  {POOL_RULES.map((rule) => (
                    <th scope="col" key={rule}>
                      <FormattedMessage id={`adminSchool.field.${rule}`} />
                      <div className="plouf-muted plouf-school-default">
                        {schoolValue(rule)}
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pools.map((pool) => {
                  const own = draft.pools[pool.id];
                  const cutoff = pool.configPiscine.delaiAnnulationH;
                  const poolName = nameIn(pool, locale);
                  const label = (rule: (typeof POOL_RULES)[number]) => intl.formatMessage({ id: 'adminSchool.pools.field' }, { label: intl.formatMessage({ id: `adminSchool.field.${rule}` }), text: poolName });
                  return (
                    <tr key={pool.id} data-psn-id={pool.id}>
                      <th scope="row" className="plouf-school-pool-name">{poolName}</th>
                      <td data-label={intl.formatMessage({ id: 'adminSchool.pools.cutoff' })}>
                        {/* Named by what it shows first, then what it does (WCAG 2.5.3: a speech user says what they see). */}
                        <Link to={`${ADMIN_BASE}/piscines/${pool.id}`}>
                          {cutoff === undefined || cutoff === null ? (
                            <>
                              <FormattedMessage id="adminSchool.pools.cutoffSchool" /> ({draft.school.cutoffHours} h)
                            </>
                          ) : (
                            <FormattedMessage id="adminSchool.pools.cutoffOwn" values={{ hours: cutoff }} />
                          )}
                          <span className="plouf-sr-only">, <FormattedMessage id="adminSchool.pools.editCutoff" values={{ label: poolName }} /></span>
                        </Link>
                      </td>
                      {POOL_RULES.map((rule) => {
                        const field = `pools.${pool.id}.${rule}`;
                        const error = errors[field];
                        return (
                          <td key={rule} data-label={`${intl.formatMessage({ id: `adminSchool.field.${rule}` })} (${schoolValue(rule)})`}>
                            {rule === 'waitlistMode' ? (
                              <HTMLSelect
                                className="plouf-school-pool-mode"
                                aria-label={label(rule)}
                                value={own?.waitlistMode ?? ''}
                                onChange={(event) => rules.setPool(pool.id, { waitlistMode: event.currentTarget.value as RulesDraft['pools'][number]['waitlistMode'] })}
                                options={[
                                  { value: '', label: intl.formatMessage({ id: 'adminSchool.mode.school' }, { label: modeName(draft.school.waitlistMode) }) },
                                  { value: 'automatic', label: modeName('automatic') },
                                  { value: 'offer', label: modeName('offer') },
                                ]}
                              />
                            ) : (
                              <>
                                <InputGroup
                                  aria-label={label(rule)}
                                  aria-invalid={error ? true : undefined}
                                  intent={error ? 'danger' : 'none'}
                                  inputMode="numeric"
                                  className="plouf-school-pool-input"
                                  value={own?.[rule] ?? ''}
                                  onValueChange={(value) => rules.setPool(pool.id, { [rule]: value })}
                                  rightElement={<Tag minimal>{unit(rule)}</Tag>}
                                />
                                {error && <div className="plouf-school-cell-error" role="alert">{error}</div>}
                              </>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
            </div>
          )}
        </Card>

        <div className="plouf-school-actions">
          {rules.changed && <Tag intent="warning" minimal><FormattedMessage id="adminSchool.rules.unsaved" /></Tag>}
          <Button disabled={!rules.changed || rules.busy} onClick={rules.reset}><FormattedMessage id="adminSchool.rules.reset" /></Button>
          <Button type="submit" intent="primary" icon="floppy-disk" loading={rules.busy}><FormattedMessage id="adminSchool.rules.save" /></Button>
        </div>
      </form>
      <ScaleCard />
    </section>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  help: string;
  unit: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A whole number with its unit beside it, what it does under it (or why it is refused). */
function NumberField({ id, label, help, unit, value, error, onChange }: NumberFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} labelInfo={`(${unit})`} helperText={error ?? help} intent={error ? 'danger' : 'none'} className="plouf-school-number">
      <InputGroup
        id={id}
        inputMode="numeric"
        value={value}
        onValueChange={onChange}
        aria-invalid={error ? true : undefined}
        intent={error ? 'danger' : 'none'}
        rightElement={<Tag minimal aria-hidden>{unit}</Tag>}
        autoComplete="off"
      />
    </FormGroup>
  );
}

