// The icons of a row's actions column; their tooltips come from the table (useRowActionTooltip.tsx).
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { RowActionName } from '../actions/rowActions';
import { RowActionIcon } from './RowActionIcon';

/** Palette colours; the buttons are styled by the table (resultsSx.ts). */
const COLORS: Partial<Record<RowActionName, 'error' | 'success' | 'warning' | 'primary'>> = {
  delete: 'error',
  restore: 'primary',
  enable: 'success',
  disable: 'warning',
};

interface RowActionButtonsProps {
  rowId: string | number;
  actions: RowActionName[];
  onAction: (action: RowActionName) => void;
}

export function RowActionButtons({ rowId, actions, onAction }: RowActionButtonsProps) {
  const translate = useTranslate();
  return (
    <div className="row-actions" role="group" aria-label={translate('list.actions.row_label', { id: rowId })}>
      {actions.map((action, index) => {
        const label = translate(`list.actions.${action}`);
        // Delete, always last, stands apart from the harmless actions.
        const apart = index > 0 && COLORS[action] === 'error';
        return (
          <Fragment key={action}>
            {apart && <span className="row-action-divider" aria-hidden="true" />}
            <button
              type="button"
              className="row-action"
              data-color={COLORS[action]}
              aria-label={label}
              // A double-click on the row must not also fire from its buttons.
              onDoubleClick={(event) => event.stopPropagation()}
              onClick={(event) => {
                event.stopPropagation();
                onAction(action);
              }}
            >
              <RowActionIcon action={action} />
            </button>
          </Fragment>
        );
      })}
    </div>
  );
}
