'use client';

import { useTranslations } from 'next-intl';
import type { CompanyUsersResponse } from '@/lib/api/contract/b2b-users';
import { useCompanyUsers } from '@/lib/api/hooks/use-company-users';
import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';

/** The company's users, for its admins (and dealers acting for it): they invite, change roles and remove. */
export function CompanyUsersView({ initial }: { initial: CompanyUsersResponse }) {
  const t = useTranslations('CompanyUsers');
  const { data } = useCompanyUsers(initial);
  const { members, invitations } = data;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="company-members-title" className="flex flex-col gap-3">
        <h2 id="company-members-title" className="text-xl font-semibold text-dark-blue">
          {t('membersTitle')}
        </h2>
        <MemberList members={members} />
      </section>
      <section aria-labelledby="invite-title" className="flex flex-col gap-3">
        <h2 id="invite-title" className="text-xl font-semibold text-dark-blue">
          {t('inviteTitle')}
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="invitations-title" className="flex flex-col gap-3">
        <h2 id="invitations-title" className="text-xl font-semibold text-dark-blue">
          {t('invitationsTitle')}
        </h2>
        <InvitationList invitations={invitations} />
      </section>
    </div>
  );
}
