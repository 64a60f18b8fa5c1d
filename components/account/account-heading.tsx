import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

interface AccountHeadingProps {
  title: string;
  /** The company the buyer shops for; null for a consumer's own account. */
  customerName: string | null;
  children?: ReactNode;
}

/** An account page's title; a company's buyer is reminded whose account it is. */
export function AccountHeading({ title, customerName, children }: AccountHeadingProps) {
  const t = useTranslations('AccountPage');
  return (
    <header className="mb-6 flex flex-col gap-1">
      <h1 className="text-2xl font-bold text-dark-blue sm:text-3xl">{title}</h1>
      {customerName && <p className="text-grey-700">{t('shoppingFor', { customer: customerName })}</p>}
      {children}
    </header>
  );
}
