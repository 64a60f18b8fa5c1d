import type { MostSearchedTerm } from '@/lib/api/contract/search';
import { Link } from '@/lib/i18n/navigation';

/** Popular searches as links to their results. */
export function MostSearchedLinks({ title, terms }: { title: string; terms: MostSearchedTerm[] }) {
  if (terms.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-xl font-semibold text-dark-blue">{title}</h2>
      <ul className="flex flex-wrap gap-2">
        {terms.map(({ term }) => (
          <li key={term}>
            <Link
              href={{ pathname: '/hladaj', query: { q: term } }}
              className="block rounded-full border border-grey-300 px-4 py-1.5 text-sm text-dark-blue hover:border-blue hover:text-blue"
            >
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
