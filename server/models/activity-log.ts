// The activity log: every write recorded by the server (server/activity/record.ts). Read-only: no form,
// no delete or restore, no notes; its own permission view-ActivityLog.
import { field, header, L, options, range } from './define/common';
import { defineModel } from './define/define-model';

const actions = options({
  create: ['Create', 'إنشاء', 'success'],
  update: ['Update', 'تعديل', 'info'],
  delete: ['Delete', 'حذف', 'error'],
  restore: ['Restore', 'استعادة', 'default'],
  enable: ['Enable', 'تفعيل', 'success'],
  disable: ['Disable', 'تعطيل', 'warning'],
  note: ['Note', 'ملاحظة', 'default'],
  setting: ['Setting', 'إعداد', 'info'],
  sign_in: ['Sign-in', 'تسجيل دخول', 'success'],
  sign_in_failed: ['Failed sign-in', 'تسجيل دخول فاشل', 'error'],
  approve: ['Approve', 'اعتماد', 'success'],
  reject: ['Reject', 'رفض', 'warning'],
});

const LABEL = {
  admin: L('Admin', 'المشرف'),
  action: L('Action', 'الإجراء'),
  model: L('Model', 'النموذج'),
  rows: L('Rows', 'الصفوف'),
  changes: L('Changes', 'التغييرات'),
  email: L('Email', 'البريد الإلكتروني'),
};

export default defineModel({
  name: 'activity-log',
  table: 'activity_log',
  subject: 'ActivityLog',
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
    { value: 'model', text: LABEL.model, type: 'text', sortable: true },
    { value: 'row_ids', text: LABEL.rows, type: 'text' },
    { value: 'changes', text: LABEL.changes, type: 'text' },
  ],
  defaultSort: { column: 'id', desc: true },
});
