// /default/users/users-list/:id (users-details): the member titled by name — profile, subscriptions,
// payments, referral place (who referred them, whom they referred), the chat groups they are in (each
// opening its conversation), this record's history and notes.
// Each section shows only for admins who may view its model; the server checks every call again.
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useBasename, usePermissions, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { columnTitles, RecordHistory, useCanViewActivity } from '../../activity/RecordHistory';
import { detailsPage } from '../../pages/details/detailsPage';
import { RelatedRows } from '../../pages/details/RelatedRows';
import { SectionCard } from '../../pages/details/SectionCard';
import { can } from '../../providers/permissions';
import type { SingleRecord } from '../../providers/dataProvider';

const text = (key: string) => `people.member.${key}`;

/** The member's rows in other models: resource, subject (its view permission), filter column, hidden column. */
const SECTIONS = [
  { key: 'subscriptions', resource: 'subscriptions', subject: 'Subscription', column: 'user_id', skip: ['user'] },
  {
    key: 'payments',
    resource: 'payment-transactions',
    subject: 'PaymentTransaction',
    column: 'user_id',
    skip: ['user'],
  },
  { key: 'referred_by', resource: 'referrals', subject: 'Referral', column: 'user_id', skip: ['user'] },
  { key: 'referred', resource: 'referrals', subject: 'Referral', column: 'referrer_id', skip: ['referrer'] },
  // The groups list filtered through its members (server/models/chat-groups.ts `member_id`).
  {
    key: 'chat_groups',
    resource: 'chatgroup',
    subject: 'ChatGroup',
    column: 'member_id',
    skip: [],
    opens: 'chatGroup',
  },
] as const;

function MemberSections({ single }: { single: SingleRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions();
  const canViewActivity = useCanViewActivity();
  const id = String(single.item.ID ?? single.item.id);
  return (
    <>
      {can(permissions, 'edit', 'User') && (
        <Button
          component={RouterLink}
          to={`${basename}/users/users-ops/${encodeURIComponent(id)}`}
          variant="contained"
          startIcon={<EditIcon />}
          sx={{ justifySelf: 'start' }}
        >
          {translate(text('edit'))}
        </Button>
      )}
      {SECTIONS.filter((section) => can(permissions, 'list', section.subject)).map((section) => (
        <SectionCard key={section.key} title={translate(text(section.key))}>
          <RelatedRows
            resource={section.resource}
            filter={{ [section.column]: Number(id) }}
            label={translate(text(section.key))}
            skip={section.skip}
            linkTo={
              'opens' in section
                ? (row) => `${basename}/${section.opens}/${encodeURIComponent(String(row.id))}`
                : undefined
            }
          />
        </SectionCard>
      ))}
      {canViewActivity && (
        <SectionCard title={translate('activity.title')}>
          <RecordHistory model="users" id={id} labels={columnTitles(single)} />
        </SectionCard>
      )}
    </>
  );
}

export default detailsPage({ model: 'users', title: text('title'), subject: 'User', Sections: MemberSections });
