// The activity log: every write recorded by the server (server/activity/record.ts). Read-only: no form,
// no delete or restore, no notes; its own permission view-ActivityLog.
import type { ActivityAction } from '../activity/record';
import actionsAr from '../../common/messages/activity.ar';
import actionsEn from '../../common/messages/activity.en';
import { field, header, L, LABELS, range } from './define/common';
import { defineModel } from './define/define-model';
import type { OptionList, StatusColor } from './define/types';

/** How each action's chip is coloured; an action named here only by the catalogue shows in the default tone. */
const TONES: Partial<Record<ActivityAction, StatusColor>> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  enable: 'success',
  disable: 'warning',
  setting: 'info',
  sign_in: 'success',
  sign_in_failed: 'error',
  sign_in_throttled: 'error',
  sign_in_disabled: 'warning',
  approve: 'success',
  reject: 'warning',
  cancel: 'warning',
  pay: 'success',
};

// Every recorded action with its words in both languages (common/messages/activity.*.ts), as the admin says them.
const actions: OptionList = (Object.keys(actionsEn) as ActivityAction[]).map((value) => ({
  value,
  label: { en: actionsEn[value], ar: actionsAr[value] },
  color: TONES[value] ?? 'default',
}));

const LABEL = {
  admin: L('Admin', 'المشرف'),
  action: L('Action', 'الإجراء'),
  model: L('Model', 'النموذج'),
  changes: L('Changes', 'التغييرات'),
  email: LABELS.email,
};

export default defineModel({
  name: 'activity-log',
  label: L('Activity log', 'سجل النشاط'),
  menu: { group: 'administration', icon: 'History', order: 30 },
  title: ['action'],
  columns: {
    admin_id: 'integer?',
    email: 'string?',
    action: 'string',
    model: 'string?',
    row_ids: 'text?',
    changes: 'text?',
  },
  indexes: [['admin_id'], ['model']],
  switches: { notable: false, deletable: false, chartable: false },
  fields: [
    field.remote('admin_id', LABEL.admin, 'admins'),
    field.text('model', LABEL.model),
    field.choice('action', LABEL.action, actions),
  ],
  ranges: [range.createdAt],
  headers: [
    header.createdAt,
    header.relation('admin', LABEL.admin, 'admin_id', 'admins'),
    { value: 'email', text: LABEL.email, type: 'text' },
    header.status(actions, 'action', LABEL.action),
    { value: 'model', text: LABEL.model, type: 'text', sortable: true, modelLabel: true },
    // The rows an entry names show in the Changes column, by title and linked (a settings save: by label).
    { value: 'changes', text: LABEL.changes, type: 'changes' },
  ],
  defaultSort: { column: 'id', desc: true },
});
