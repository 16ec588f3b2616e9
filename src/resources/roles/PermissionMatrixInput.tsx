// The role's permissions as a matrix: a row per subject grouped like the menu, columns view / create /
// edit / delete / manage, a toggle for each whole row and each whole column (of the rows shown), a filter
// box, and a warning when a grant also allows moving rows to the trash (spec 6).
import { Fragment, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { useLoaded } from '../../components/useLoaded';
import type { ModelDataProvider } from '../../providers/dataProvider';
import { useModels } from '../../registry/useModels';
import { usePermissionWords } from './usePermissionWords';
import { ACTIONS, hiddenDeleteGrants, matrixSections, type MatrixRow, toggleAll, toggleOne } from './permissionMatrix';

const text = (key: string) => `access.roles.${key}`;

export function PermissionMatrixInput() {
  const translate = useTranslate();
  const words = usePermissionWords();
  const dataProvider = useDataProvider<ModelDataProvider>();
  const models = useModels();
  const { data: catalogue } = useLoaded(
    () => dataProvider.getPermissionCatalogue(),
    [dataProvider],
    'The permission list',
  );
  const [filter, setFilter] = useState('');
  const { field } = useInput<string[]>({ source: 'permissions' });
  const selected: string[] = Array.isArray(field.value) ? field.value : [];

  const subjectLabel = (row: MatrixRow) => words.area(row.subject, row.model);
  const query = filter.trim().toLowerCase();
  const sections = useMemo(() => matrixSections(catalogue?.groups ?? [], models), [catalogue, models]);
  const shown = sections
    .map((section) => ({
      ...section,
      rows: section.rows.filter(
        (row) => query === '' || `${subjectLabel(row)} ${row.subject}`.toLowerCase().includes(query),
      ),
    }))
    .filter((section) => section.rows.length > 0);
  const shownRows = shown.flatMap((section) => section.rows);
  const set = (next: string[]) => field.onChange(next);
  const held = new Set(selected);
  const warnings = hiddenDeleteGrants(
    sections.flatMap((section) => section.rows),
    selected,
  );

  if (!catalogue) return <Alert severity="info">{translate(text('loading'))}</Alert>;
  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label={translate(text('filter'))}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        size="small"
        sx={{ mb: 1 }}
        type="search"
      />
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(text('deletes_warning'), {
            permissions: warnings.map(words.permission).join(translate('plainWords.separator')),
          })}
        </Alert>
      )}
      <TableContainer sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={translate(text('matrix'))}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(text('subject'))}</TableCell>
              {ACTIONS.map((action) => {
                const column = shownRows.map((row) => row.permissions[action]);
                const all = column.length > 0 && column.every((permission) => held.has(permission));
                return (
                  <TableCell key={action} align="center" scope="col">
                    <Checkbox
                      size="small"
                      checked={all}
                      indeterminate={!all && column.some((permission) => held.has(permission))}
                      onChange={() => set(toggleAll(selected, column))}
                      slotProps={{
                        input: {
                          'aria-label': translate(text('whole_column'), {
                            action: translate(text(`actions.${action}`)),
                          }),
                        },
                      }}
                    />
                    {translate(text(`actions.${action}`))}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((section) => (
              <Fragment key={section.group}>
                <TableRow>
                  <TableCell colSpan={ACTIONS.length + 1} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
                    {translate(`shell.menu.groups.${section.group}`, { _: translate(text('other_group')) })}
                  </TableCell>
                </TableRow>
                {section.rows.map((row) => {
                  const label = subjectLabel(row);
                  // Read out as "Edit Commission rules", the row's area and the column's action.
                  const rowPermissions = ACTIONS.map((action) => row.permissions[action]);
                  const all = rowPermissions.every((permission) => held.has(permission));
                  return (
                    <TableRow key={row.subject}>
                      <TableCell component="th" scope="row">
                        <Checkbox
                          size="small"
                          checked={all}
                          indeterminate={!all && rowPermissions.some((permission) => held.has(permission))}
                          onChange={() => set(toggleAll(selected, rowPermissions))}
                          slotProps={{ input: { 'aria-label': translate(text('whole_row'), { subject: label }) } }}
                        />
                        {label}
                      </TableCell>
                      {ACTIONS.map((action) => {
                        const permission = row.permissions[action];
                        return (
                          <TableCell key={action} align="center">
                            <Checkbox
                              size="small"
                              checked={held.has(permission)}
                              onChange={() => set(toggleOne(selected, permission))}
                              slotProps={{
                                input: {
                                  'aria-label': translate('plainWords.permission', {
                                    action: translate(text(`actions.${action}`)),
                                    subject: label,
                                  }),
                                },
                              }}
                            />
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  );
                })}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
