import { MediaImage } from '@/components/ui/media-image';
import { Link } from '@/lib/i18n/navigation';
import type { TrendSummary } from '@/lib/server/services/content/trends';
import { PublishedDate } from './published-date';

export function TrendCard({ trend, eager }: { trend: TrendSummary; eager: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-grey-200">
      {trend.image && (
        <MediaImage
          image={trend.image}
          alt=""
          eager={eager}
          className="aspect-[4/3] w-full bg-grey-50 object-contain"
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-xl font-semibold">
          <Link
            href={{ pathname: '/trendy-a-inspiracie/[slug]', params: { slug: trend.slug } }}
            className="hover:text-blue hover:underline"
          >
            {trend.title}
          </Link>
        </h2>
        <PublishedDate iso={trend.publishedAt} />
        <p className="text-grey-700">{trend.perex}</p>
      </div>
    </article>
  );
}
