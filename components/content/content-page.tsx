import type { ReactNode } from 'react';
import { RichText } from './rich-text';

interface ContentPageProps {
  title: string;
  html: string;
  /** Shown between the title and the text (a notice for business customers). */
  before?: ReactNode;
  /** Shown below the text (the branches of the contact page, the link to the B2B twin). */
  children?: ReactNode;
}

/** Every CMS page looks the same: its title, its rich text, and whatever the route adds. */
export function ContentPage({ title, html, before, children }: ContentPageProps) {
  return (
    <article className="space-y-6">
      <h1 className="text-3xl font-semibold md:text-4xl">{title}</h1>
      {before}
      <RichText html={html} />
      {children}
    </article>
  );
}
