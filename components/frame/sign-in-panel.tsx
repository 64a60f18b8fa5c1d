import { LoginForm } from '@/components/frame/login-form';
import { Link } from '@/lib/i18n/navigation';

interface SignInPanelProps {
  title: string;
  intro?: string;
  idPrefix: string;
  links: { href: '/uzivatel/obnova-hesla' | '/registrace' | '/pro-firmy'; label: string }[];
}

/** A sign-in page's body: the header's login form, then where to go without an account or password. */
export function SignInPanel({ title, intro, idPrefix, links }: SignInPanelProps) {
  return (
    <section className="mx-auto max-w-md py-2">
      <h1 className={`text-3xl font-semibold ${intro ? 'mb-2' : 'mb-6'}`}>{title}</h1>
      {intro && <p className="mb-6 text-grey-700">{intro}</p>}
      <LoginForm idPrefix={idPrefix} goHomeAfterLogin />
      <ul className="mt-6 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-blue hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
