// /default/admins/:id (admins-details): the admin titled by name, their role, the permissions it grants and
// the last sign-in, their recent activity with a link to all of it, this record's own history, and notes.
import { Box, Chip, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { RecentActivity } from '../../activity/RecentActivity';
import { columnTitles, RecordHistory, useCanViewActivity } from '../../activity/RecordHistory';
import { formatDate } from '../../list/format';
import { detailsPage } from '../../pages/details/detailsPage';
import { SectionCard } from '../../pages/details/SectionCard';
import type { SingleRecord } from '../../providers/dataProvider';
import { usePermissionWords } from '../roles/usePermissionWords';

const text = (key: string) => `people.admin.${key}`;

function AccessSection({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const locale = useLocale();
  const words = usePermissionWords();
  const role = single.item.role as { id: number; name: string } | null;
  const permissions = (single.item.permissions ?? []) as string[];
  const lastSignIn = single.item.last_sign_in_at as string | null;
  return (
    <SectionCard title={translate(text('access'))}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 1, m: 0 }}
      >
        <Typography component="dt" variant="subtitle2" color="text.secondary">
          {translate(text('role'))}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {role?.name ?? translate(text('no_role'))}
        </Typography>
        <Typography component="dt" variant="subtitle2" color="text.secondary">
          {translate(text('last_sign_in'))}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {lastSignIn ? formatDate(lastSignIn, locale, true) : translate(text('never_signed_in'))}
        </Typography>
        <Typography component="dt" variant="subtitle2" color="text.secondary">
          {translate(text('permissions'))}
        </Typography>
        <Box component="dd" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {permissions.length === 0
            ? translate(text('no_permissions'))
            : permissions.map((permission) => (
                <Chip key={permission} size="small" label={words.permission(permission)} />
              ))}
        </Box>
      </Box>
    </SectionCard>
  );
}

function AdminSections({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const canViewActivity = useCanViewActivity();
  const id = String(single.item.ID ?? single.item.id);
  return (
    <>
      <AccessSection single={single} />
      {canViewActivity && (
        <>
          <SectionCard title={translate('activity.recent')}>
            <RecentActivity adminId={id} />
          </SectionCard>
          <SectionCard title={translate('activity.title')}>
            <RecordHistory model="admins" id={id} labels={columnTitles(single)} />
          </SectionCard>
        </>
      )}
    </>
  );
}

export default detailsPage({ model: 'admins', title: text('admin_title'), subject: 'Admin', Sections: AdminSections });
