import { MediaImage } from '@/components/ui/media-image';
import { Link } from '@/lib/i18n/navigation';
import type { SubcategoryTile } from '@/lib/server/services/catalog/listing/listing-category';

/** Links to the subcategories (or brand taxons) of a category, as small picture tiles. */
export function SubcategoryTiles({ title, tiles }: { title: string; tiles: SubcategoryTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section aria-label={title} className="mb-6">
      <h2 className="mb-2 text-sm font-semibold text-grey-700">{title}</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link
              href={{ pathname: '/kategorie/[slug]', params: { slug: tile.slug } }}
              className="flex h-full items-center gap-2 rounded border border-grey-200 p-2 text-sm font-medium text-dark-blue hover:border-blue hover:text-blue"
            >
              {tile.image && (
                <MediaImage
                  image={tile.image}
                  alt=""
                  sizes="48px"
                  className="size-12 shrink-0 object-contain"
                />
              )}
              <span>{tile.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
