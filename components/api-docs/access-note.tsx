import { useTranslations } from 'next-intl';
import type { AccessExtension } from '@/lib/api/openapi/types';

export function AccessNote({ access }: { access: AccessExtension }) {
  const t = useTranslations('ApiDocs');
  const text =
    access.kind === 'admin'
      ? t('accessKinds.admin', { roles: (access.roles ?? []).join(', ') })
      : access.kind === 'b2b' && access.manage
        ? t('accessKinds.b2bManage')
        : t(`accessKinds.${access.kind}`);
  return (
    <p>
      <span className="font-semibold">{t('access')}:</span> {text}
    </p>
  );
}
