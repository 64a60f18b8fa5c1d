interface StatisticsSectionProps {
  id: string;
  title: string;
  note?: string;
  children: React.ReactNode;
}

/** One part of the statistics page under its own heading. */
export function StatisticsSection({ id, title, note, children }: StatisticsSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-xl font-semibold text-dark-blue">
          {title}
        </h2>
        {note && <p className="text-sm text-grey-600">{note}</p>}
      </div>
      {children}
    </section>
  );
}
