import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import { AdminSearchForm } from './admin-search-form';

interface AdminListToolbarProps {
  searchPlaceholder: string;
  /** The page's own URL; the add link opens its empty form (`?new=1`). Left out while that form is open. */
  addHref: string | null;
  addLabel: string;
}

/** Above an admin list: its search, and the link that opens the form of a new record. */
export function AdminListToolbar({ searchPlaceholder, addHref, addLabel }: AdminListToolbarProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <AdminSearchForm placeholder={searchPlaceholder} />
      {addHref && (
        <LocalizedUrlLink
          href={`${addHref}?new=1`}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {addLabel}
        </LocalizedUrlLink>
      )}
    </div>
  );
}
