import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { InvitationPreview } from '@/lib/server/services/b2b/accept-invitation';
import { ExistingMemberAccept } from './existing-member-accept';
import { NewMemberForm } from './new-member-form';

interface InvitationViewProps {
  token: string;
  preview: InvitationPreview;
  /** The e-mail of whoever is signed in in this browser. */
  signedInEmail: string | null;
}

/** What the invitee can do with the link: create an account, sign in, or learn why the link does not work. */
export async function InvitationView({ token, preview, signedInEmail }: InvitationViewProps) {
  const t = await getTranslations('Invitation');
  if (preview.state !== 'valid') {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded bg-grey-100 p-4">
          {t(`state.${preview.state}`)}
        </p>
        <Link href="/" className="text-blue hover:underline">
          {t('home')}
        </Link>
      </div>
    );
  }
  const signedInAsInvitee = signedInEmail?.toLowerCase() === preview.email.toLowerCase();
  return (
    <div className="flex flex-col gap-6">
      <p>
        {t.rich('intro', {
          company: preview.companyName,
          role: t(`role.${preview.role}`),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      {signedInEmail && !signedInAsInvitee && (
        <p role="note" className="rounded bg-light-blue p-4 text-sm">
          {t('otherAccount', { signedIn: signedInEmail, email: preview.email })}
        </p>
      )}
      {preview.hasAccount ? (
        <ExistingMemberAccept token={token} email={preview.email} signedIn={signedInAsInvitee} />
      ) : (
        <NewMemberForm token={token} email={preview.email} />
      )}
    </div>
  );
}
