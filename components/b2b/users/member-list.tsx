'use client';

import { useTranslations } from 'next-intl';
import type { CompanyMember } from '@/lib/api/contract/b2b-users';
import { MemberActions } from './member-actions';

/** The members with their role and each row's controls. */
export function MemberList({ members }: { members: CompanyMember[] }) {
  const t = useTranslations('CompanyUsers');
  return (
    <ul className="divide-y divide-grey-200 rounded border border-grey-200" aria-label={t('membersTitle')}>
      {members.map((member) => {
        const name = `${member.firstname} ${member.lastname}`.trim() || member.email;
        return (
          <li
            key={member.user_id}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="company-member"
          >
            <div className="min-w-0">
              <p className="font-semibold break-words">
                {name}
                {member.is_you && <span className="ml-2 text-sm font-normal text-grey-600">{t('you')}</span>}
              </p>
              <p className="text-sm break-words text-grey-700">
                {member.email}
                {member.phone && ` · ${member.phone}`}
              </p>
              <p className="text-sm font-medium text-dark-blue">{t(`role.${member.b2b_account_type}`)}</p>
            </div>
            <MemberActions member={member} name={name} />
          </li>
        );
      })}
    </ul>
  );
}
