import { MediaImage } from '@/components/ui/media-image';
import { Link } from '@/lib/i18n/navigation';
import type { CategoryCard } from '@/lib/server/services/categories';

export function CategoryGrid({ categories }: { categories: CategoryCard[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            href={{ pathname: '/kategorie/[slug]', params: { slug: category.slug } }}
            className="group flex h-full flex-col items-center gap-2 rounded-lg border border-grey-200 p-3 text-center hover:border-blue hover:shadow-sm"
          >
            {category.image && (
              <MediaImage
                image={category.image}
                alt=""
                className="aspect-square w-full max-w-40 object-contain"
                sizes="(min-width: 1280px) 200px, (min-width: 640px) 30vw, 45vw"
              />
            )}
            <span className="font-medium text-dark-blue group-hover:text-blue">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
