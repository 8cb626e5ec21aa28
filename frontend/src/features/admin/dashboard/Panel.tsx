import { Button, Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadCsv, type CsvTable } from './csv.ts';

/**
 * A list or chart of the dashboard under its heading, with its CSV export (built from the view
 * shown, when the button is pressed).
 */
export function Panel({ title, csv, children, className }: { title: string; csv?: () => CsvTable; children: ReactNode; className?: string }) {
  const intl = useIntl();
  return (
    <Card className={`plouf-dash-panel ${className ?? ''}`} elevation={0}>
      <div className="plouf-dash-panel-head">
        <h3 className="plouf-dash-panel-title">{title}</h3>
        {csv && (
          <Button size="small" variant="outlined" icon="document" aria-label={intl.formatMessage({ id: 'adminDashboard.csv.label' }, { what: title })} onClick={() => downloadCsv(csv())}>
            {intl.formatMessage({ id: 'adminDashboard.csv.button' })}
          </Button>
        )}
      </div>
      {children}
    </Card>
  );
}

/** A table that scrolls sideways on a narrow screen, reachable from the keyboard to do so. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="plouf-dash-scroll" role="region" tabIndex={0} aria-label={intl.formatMessage({ id: 'adminDashboard.page.scroll' }, { what: label })}>
      {children}
    </div>
  );
}
